import {
  bankAccountChangeSchema,
  bankAccountViewSchema,
  chargeViewSchema,
  checkoutViewSchema,
  earningsViewSchema,
  PAYMENT_MESSAGES,
  paymentResultViewSchema,
  payoutViewSchema,
  RIDE_MESSAGES,
  receiptViewSchema,
  walletViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { idempotent } from "../idempotency/idempotent.ts";
import { holdDeletionUntilMoneySettled } from "./account-deletion.ts";
import { changeBankAccount, driverBankAccount, resolveBankAccount } from "./bank-account.ts";
import { chargeView, findCharge } from "./charges.ts";
import { startCheckout } from "./checkout.ts";
import { confirmPayment, findPayment, paymentResultView } from "./confirm.ts";
import { earningsView, requestPayout } from "./payouts.ts";
import { receiptOf } from "./receipts.ts";
import { tripOfParty, tripParties } from "./trip-parties.ts";
import { payFromWallet, walletView } from "./wallet.ts";

const tags = ["payments"];
const rideParams = z.object({ id: idParam(RIDE_MESSAGES.rideNotFound) });
const referenceParams = z.object({
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, PAYMENT_MESSAGES.notYours),
});
const kobo = z.number({ error: "Enter an amount" }).int("Enter a whole amount").positive("Enter an amount");

/** Paying for trips, the wallet, receipts, and drivers' earnings and payouts (docs/api-payments.md). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.paymentDeps;
  holdDeletionUntilMoneySettled();
  const driver = app.requireRole("driver");

  // A trip of any kind is paid under /payments/trips/:id; the rides' first paths stay for the screens that use them.
  for (const prefix of ["/payments/rides", "/payments/trips"]) {
    app.get(
      `${prefix}/:id`,
      {
        schema: {
          tags,
          summary:
            "What the trip costs and whether it is paid (its payer or driver); null when nothing is owed",
          params: rideParams,
          response: { 200: z.object({ data: chargeViewSchema.nullable() }) },
        },
      },
      async (request) => {
        const trip = await tripOfParty(deps().db, request.params.id, requestUser(request));
        if (!trip) throw new AppError("not_found", RIDE_MESSAGES.rideNotFound);
        const charge = await findCharge(deps().db, request.params.id);
        return { data: charge ? chargeView(charge, trip.ride ?? undefined) : null };
      },
    );

    app.post(
      `${prefix}/:id/wallet`,
      {
        ...idempotent,
        schema: {
          tags,
          summary: "Pay the trip from the wallet in one tap",
          params: rideParams,
          response: { 200: z.object({ message: z.string(), data: chargeViewSchema }) },
        },
      },
      async (request) => {
        const paid = await payFromWallet(deps(), requestUser(request), request.params.id);
        const ride = (await tripParties(deps().db, paid.tripId))?.ride;
        return { message: "Paid. Thank you!", data: chargeView(paid, ride ?? undefined) };
      },
    );

    app.post(
      `${prefix}/:id/checkout`,
      {
        ...idempotent,
        schema: {
          tags,
          summary: "Start paying the trip by card or bank transfer at the gateway's checkout",
          params: rideParams,
          response: { 200: z.object({ data: checkoutViewSchema }) },
        },
      },
      async (request) => ({
        data: await startCheckout(deps(), requestUser(request), {
          purpose: "ride",
          rideId: request.params.id,
        }),
      }),
    );

    app.get(
      `${prefix}/:id/receipt`,
      {
        schema: {
          tags,
          summary:
            "The receipt of a paid trip (its payer or driver; 404 for anyone else), null until it is paid",
          params: rideParams,
          response: { 200: z.object({ data: receiptViewSchema.nullable() }) },
        },
      },
      async (request) => {
        const trip = await tripOfParty(deps().db, request.params.id, requestUser(request));
        if (!trip) throw new AppError("not_found", RIDE_MESSAGES.rideNotFound);
        const receipt = await receiptOf(deps().db, request.params.id);
        if (!receipt) return { data: null };
        const { riderId: _r, driverId: _d, ...view } = receipt;
        return { data: view };
      },
    );
  }

  app.get(
    "/payments/wallet",
    {
      schema: {
        tags,
        summary: "The wallet: balance, what is owed, recent movements",
        response: { 200: z.object({ data: walletViewSchema }) },
      },
    },
    async (request) => ({ data: await walletView(deps(), requestUser(request)) }),
  );

  app.post(
    "/payments/wallet/topup",
    {
      ...idempotent,
      schema: {
        tags,
        summary: "Start a wallet top-up at the gateway's checkout",
        body: z.object({ amountKobo: kobo }),
        response: { 200: z.object({ data: checkoutViewSchema }) },
      },
    },
    async (request) => ({
      data: await startCheckout(deps(), requestUser(request), {
        purpose: "topup",
        amountKobo: request.body.amountKobo,
      }),
    }),
  );

  app.post(
    "/payments/:reference/confirm",
    {
      schema: {
        tags,
        summary: "Back from the checkout: ask the gateway how the payment went and apply it (once)",
        params: referenceParams,
        response: { 200: z.object({ data: paymentResultViewSchema }) },
      },
    },
    async (request) => {
      const user = requestUser(request);
      const payment = await findPayment(deps().db, request.params.reference);
      if (!payment || payment.userId !== user.id) throw new AppError("not_found", PAYMENT_MESSAGES.notYours);
      if (payment.status === "success") return { data: paymentResultView(payment) };
      await confirmPayment(deps(), payment.reference).catch((error: unknown) => {
        deps().log.warn({ err: error, reference: payment.reference }, "payment could not be confirmed now");
      });
      // Read again: confirming (here, or the webhook's job at the same moment) may have changed it.
      const now = await findPayment(deps().db, payment.reference);
      return { data: paymentResultView(now ?? payment) };
    },
  );

  app.get(
    "/driver/earnings",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Earnings from the ledger, trips paid and payouts",
        response: { 200: z.object({ data: earningsViewSchema }) },
      },
    },
    async (request) => ({ data: await earningsView(deps(), requestUser(request).id) }),
  );

  app.get(
    "/driver/bank-account",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "The bank account payouts go to, and when payouts to it start after a change",
        response: { 200: z.object({ data: bankAccountViewSchema }) },
      },
    },
    async (request) => ({ data: await driverBankAccount(deps(), requestUser(request)) }),
  );

  // Each resolve asks the bank for an account holder's name: a few a minute per address is plenty for a form.
  const resolveLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

  app.post(
    "/driver/bank-account/resolve",
    {
      onRequest: driver,
      config: resolveLimit,
      schema: {
        tags,
        summary: "The name the bank holds an account in, to show before saving it (approved drivers)",
        body: bankAccountChangeSchema,
        response: { 200: z.object({ data: z.object({ accountName: z.string() }) }) },
      },
    },
    async (request) => ({ data: await resolveBankAccount(deps(), requestUser(request), request.body) }),
  );

  app.put(
    "/driver/bank-account",
    {
      onRequest: driver,
      config: resolveLimit,
      schema: {
        tags,
        summary: "Change the payout account (resolved at the bank, audited, e-mailed; payouts wait a while)",
        body: bankAccountChangeSchema,
        response: { 200: z.object({ message: z.string(), data: bankAccountViewSchema }) },
      },
    },
    async (request) => ({
      message: PAYMENT_MESSAGES.bankChanged,
      data: await changeBankAccount(deps(), requestUser(request), request.body),
    }),
  );

  app.post(
    "/driver/payouts",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Withdraw earnings to the bank account of the driver's verification",
        body: z.object({ amountKobo: kobo }),
        response: { 201: z.object({ message: z.string(), data: payoutViewSchema }) },
      },
    },
    async (request, reply) => {
      const payout = await requestPayout(deps(), requestUser(request), request.body.amountKobo);
      return reply.code(201).send({ message: "Payout on its way to your bank.", data: payout });
    },
  );
};
