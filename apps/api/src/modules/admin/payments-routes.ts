import {
  ADMIN_PAYMENT_MESSAGES,
  adminPaymentItemSchema,
  adminPaymentReportSchema,
  adminPayoutItemSchema,
  adminRefundSchema,
  adminTripMoneySchema,
  chargeStatusSchema,
  commissionBodySchema,
  commissionViewSchema,
  ledgerHealthSchema,
  paymentPurposeSchema,
  paymentStatusSchema,
  payoutStatusSchema,
  REPORT_MESSAGES,
  RIDE_MESSAGES,
  refundTripSchema,
  reportDecisionSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { assertAdminRight, rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import {
  commissionView,
  decideReport,
  ledgerHealthView,
  liftSuspension,
  paymentsList,
  payoutsList,
  refundPaidTrip,
  reportsList,
  setCommission,
  tripsList,
} from "./payments-service.ts";

const tags = ["admin"];
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const search = z.string().max(100).optional();
/** A WAT calendar day; the years a payment can have. */
const day = z.iso
  .date()
  .refine((d) => d >= "2000-01-01" && d <= "2999-12-31", { error: "Invalid date" })
  .optional();
const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

/**
 * The admin's money area: payments, trips owed and paid (and their refunds), payouts, reports of drivers who
 * asked to be paid outside the app, the commission rate and the ledger's health line. Registered in the admin
 * subtree, whose onRequest hook lets admins only through. Every decision is audited.
 */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.db, notifier: app.notifier, log: app.log });

  app.get(
    "/admin/payments",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary:
          "Gateway payments, newest first (20 a page): by status, purpose, WAT days, reference or e-mail",
        querystring: z.object({
          status: paymentStatusSchema.optional(),
          purpose: paymentPurposeSchema.optional(),
          from: day,
          to: day,
          q: search,
          page,
        }),
        response: { 200: listAnswer(adminPaymentItemSchema) },
      },
    },
    async (request) => paymentsList(app.db, request.query),
  );

  app.get(
    "/admin/trips",
    {
      config: rightsFor("support", "finance"),
      schema: {
        tags,
        summary: "Trips owed and paid, newest first (20 a page): by status, reference or e-mail",
        querystring: z.object({ status: chargeStatusSchema.optional(), q: search, page }),
        response: { 200: listAnswer(adminTripMoneySchema) },
      },
    },
    async (request) => tripsList(app.db, request.query),
  );

  app.post(
    "/admin/trips/:rideId/refund",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary: "Refund (part of) a paid trip to the rider's wallet or card, with a reason",
        params: z.object({ rideId: idParam(RIDE_MESSAGES.rideNotFound) }),
        body: refundTripSchema,
        response: { 201: z.object({ message: z.string(), data: adminRefundSchema }) },
      },
    },
    async (request, reply) => {
      const data = await refundPaidTrip(
        { ...context(), payments: app.paymentDeps },
        requestUser(request),
        request.params.rideId,
        request.body,
      );
      return reply.code(201).send({ message: ADMIN_PAYMENT_MESSAGES.refunded, data });
    },
  );

  app.get(
    "/admin/payouts",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary: "Drivers' payouts, newest first (20 a page): by status and driver name or e-mail",
        querystring: z.object({ status: payoutStatusSchema.optional(), driver: search, page }),
        response: { 200: listAnswer(adminPayoutItemSchema) },
      },
    },
    async (request) => payoutsList(app.db, request.query),
  );

  app.get(
    "/admin/payment-reports",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary: "Reports of drivers who asked to be paid outside the app: open (oldest first) or decided",
        querystring: z.object({ status: z.enum(["open", "decided"]).default("open"), page }),
        response: { 200: z.object({ data: z.array(adminPaymentReportSchema) }) },
      },
    },
    async (request) => ({ data: await reportsList(app.db, request.query) }),
  );

  app.post(
    "/admin/payment-reports/:reportId/decision",
    {
      // Finance decides reports; suspending the driver is operations' (decision 0035).
      config: rightsFor("finance", "operations"),
      schema: {
        tags,
        summary: "Decide an open report: warn or suspend the driver, or dismiss it; the rider is told",
        params: z.object({ reportId: idParam(REPORT_MESSAGES.notFound) }),
        body: reportDecisionSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      if (request.body.action === "suspend") assertAdminRight(request, ["operations"]);
      await decideReport(
        { ...context(), rides: app.rideDeps, sms: app.sms },
        requestUser(request).id,
        request.params.reportId,
        request.body,
      );
      return { message: ADMIN_PAYMENT_MESSAGES.decided[request.body.action] };
    },
  );

  app.post(
    "/admin/payment-reports/drivers/:driverId/lift-suspension",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Lift a driver's suspension: they can go online again and are told",
        params: z.object({ driverId: idParam(REPORT_MESSAGES.driverNotFound) }),
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await liftSuspension(
        { ...context(), rides: app.rideDeps },
        requestUser(request).id,
        request.params.driverId,
      );
      return { message: ADMIN_PAYMENT_MESSAGES.suspensionLifted };
    },
  );

  app.get(
    "/admin/settings/commission",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary: "The platform's commission on each paid trip",
        response: { 200: z.object({ data: commissionViewSchema }) },
      },
    },
    async () => ({ data: await commissionView(app.db) }),
  );

  app.put(
    "/admin/settings/commission",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary: "Set the commission (0-50%); the next trip paid uses it",
        body: commissionBodySchema,
        response: { 200: z.object({ message: z.string(), data: commissionViewSchema }) },
      },
    },
    async (request) => ({
      message: ADMIN_PAYMENT_MESSAGES.commissionSaved,
      data: await setCommission(app.db, requestUser(request).id, request.body.percent),
    }),
  );

  app.get(
    "/admin/ledger/health",
    {
      config: rightsFor("finance"),
      schema: {
        tags,
        summary: "The ledger's health line: the sum of every entry (always 0) and what is held for whom",
        response: { 200: z.object({ data: ledgerHealthSchema }) },
      },
    },
    async () => ({ data: await ledgerHealthView(app.db) }),
  );
};
