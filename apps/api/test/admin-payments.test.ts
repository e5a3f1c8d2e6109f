import {
  ADMIN_PAYMENT_MESSAGES,
  commissionOf,
  LEDGER,
  REPORT_MESSAGES,
  RIDE_MESSAGES,
} from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  driverPresence,
  driverProfiles,
  notifications,
  paymentReports,
} from "../src/db/schema/index.ts";
import { PAYMENT_SETTINGS_TARGET } from "../src/modules/admin/payments-service.ts";
import { balanceOf, ledgerHealth } from "../src/modules/payments/ledger.ts";
import { REFUND_MESSAGES } from "../src/modules/payments/refunds.ts";
import { bookDelivery } from "./helpers/deliveries.ts";
import {
  acceptedTrip,
  chargeOf,
  commissionHeld,
  completedTrip,
  eventsHandled,
  expectLedgerBalanced,
  fundWallet,
  paymentsSuite,
  type Trip,
  topUp,
  walletOf,
  withBankAccount,
} from "./helpers/payments.ts";
import { book, eventually, north, onlineDriver, ownArea } from "./helpers/rides.ts";
import { client, createUser, signedIn } from "./helpers/users.ts";

// Payouts from ₦10, so one paid trip's earnings can be withdrawn.
const { fake, t, admin, asAdmin } = await paymentsSuite(
  { PAYOUT_MIN_KOBO: "1000" },
  { adminName: "Chidi Admin" },
);

const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

/** A completed trip the rider has paid from a wallet topped up through the gateway. */
async function paidTrip(): Promise<Trip & { topUpReference: string }> {
  const trip = await completedTrip(t, { counterKobo: 5_000 });
  await eventually(async () => (await chargeOf(t, trip.rideId)) ?? undefined);
  const topUpReference = await topUp(t, fake, trip.rider, trip.amountKobo);
  const paid = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ...trip, topUpReference };
}

const report = (trip: Trip, payload?: object) =>
  trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/report`, payload });

/** The open report of a trip, as the admin's queue lists it. */
async function queuedReport(rideId: string) {
  const res = await asAdmin({ method: "GET", url: "/api/admin/payment-reports?status=open" });
  expect(res.statusCode, res.body).toBe(200);
  const item = res.json().data.find((r: { ride: { id: string } }) => r.ride.id === rideId);
  expect(item, "report in the open queue").toBeDefined();
  return item as { id: string; driverReports: number; driverSuspended: boolean };
}

const decide = (reportId: string, payload: object) =>
  asAdmin({ method: "POST", url: `/api/admin/payment-reports/${reportId}/decision`, payload });

describe("the money area is for admins only", () => {
  it("refuses no session (401), riders and drivers (403)", async () => {
    const trip = await acceptedTrip(t);
    const id = trip.rideId;
    const calls = [
      { method: "GET", url: "/api/admin/payments" },
      { method: "GET", url: "/api/admin/trips" },
      { method: "GET", url: "/api/admin/payouts" },
      {
        method: "POST",
        url: `/api/admin/trips/${id}/refund`,
        payload: { amountKobo: 100, reason: "Overcharged", destination: "wallet" },
      },
      { method: "GET", url: "/api/admin/payment-reports" },
      { method: "POST", url: `/api/admin/payment-reports/${id}/decision`, payload: { action: "dismiss" } },
      { method: "GET", url: "/api/admin/settings/commission" },
      { method: "PUT", url: "/api/admin/settings/commission", payload: { percent: 20 } },
      { method: "GET", url: "/api/admin/ledger/health" },
      { method: "POST", url: `/api/admin/payment-reports/drivers/${trip.driver.user.id}/lift-suspension` },
    ] as const;
    for (const call of calls) {
      expect((await client(t)(call)).statusCode, call.url).toBe(401);
      expect((await trip.rider(call)).statusCode, call.url).toBe(403);
      expect((await trip.driver.api(call)).statusCode, call.url).toBe(403);
    }
    expect((await asAdmin({ method: "GET", url: "/api/admin/settings/commission" })).json().data.bps).toBe(
      1000,
    );
  });
});

describe("a rider reports a driver who asked to be paid outside the app", () => {
  it("once per trip that had a driver, with the note cleaned; only the trip's rider", async () => {
    const trip = await acceptedTrip(t);
    expect(
      (await trip.rider({ method: "GET", url: `/api/payments/rides/${trip.rideId}/report` })).json(),
    ).toEqual({
      data: null,
    });
    // Someone else, even the driver, cannot report it.
    const stranger = await signedIn(t, await createUser(t));
    for (const api of [stranger, trip.driver.api]) {
      const res = await api({
        method: "POST",
        url: `/api/payments/rides/${trip.rideId}/report`,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(RIDE_MESSAGES.rideNotFound);
    }
    const long = await report(trip, { note: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(REPORT_MESSAGES.noteTooLong);

    const sent = await report(trip, { note: "  He asked for cash \u202Eat the gate\u202C  " });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: "Thank you. We will look into it and tell you the outcome." });
    const [stored] = await t.database.db
      .select()
      .from(paymentReports)
      .where(eq(paymentReports.tripId, trip.rideId));
    expect(stored).toMatchObject({
      riderId: trip.riderUser.id,
      driverId: trip.driver.user.id,
      note: "He asked for cash at the gate",
      status: "open",
    });
    const mine = (
      await trip.rider({ method: "GET", url: `/api/payments/rides/${trip.rideId}/report` })
    ).json();
    expect(mine.data).toMatchObject({ status: "open" });

    const again = await report(trip);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already reported this trip.");
  });

  it("needs a driver on the trip; cancelled and completed trips can be reported", async () => {
    const rider = await signedIn(t, await createUser(t));
    const searching = await book(rider);
    const early = await rider({ method: "POST", url: `/api/payments/rides/${searching.id}/report` });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(REPORT_MESSAGES.noDriver);

    const cancelled = await acceptedTrip(t);
    await cancelled.cancelByRider();
    expect((await report(cancelled)).statusCode).toBe(201);
    const completed = await completedTrip(t);
    // No body at all is a report without a note.
    expect((await report(completed)).statusCode).toBe(201);
  });
});

describe("refunds", () => {
  it("an admin finds the payment and refunds part of the trip to the wallet: audited, the rider told", async () => {
    const trip = await paidTrip();
    const list = await asAdmin({
      method: "GET",
      url: `/api/admin/payments?q=${encodeURIComponent(trip.riderUser.email)}&purpose=topup&status=success`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().data[0]).toMatchObject({
      reference: trip.topUpReference,
      purpose: "topup",
      status: "success",
      amountKobo: trip.amountKobo,
      user: { id: trip.riderUser.id, email: trip.riderUser.email },
      trip: null,
    });
    const byReference = await asAdmin({ method: "GET", url: `/api/admin/payments?q=${trip.topUpReference}` });
    expect(byReference.json().data.map((p: { reference: string }) => p.reference)).toEqual([
      trip.topUpReference,
    ]);

    const trips = await asAdmin({
      method: "GET",
      url: `/api/admin/trips?status=paid&q=${encodeURIComponent(trip.riderUser.email)}`,
    });
    expect(trips.json().data).toEqual([
      expect.objectContaining({
        rideId: trip.rideId,
        status: "paid",
        method: "wallet",
        amountKobo: trip.amountKobo,
        refundedKobo: 0,
        cardRefundable: false,
        rider: expect.objectContaining({ id: trip.riderUser.id }),
        driver: expect.objectContaining({ id: trip.driver.user.id }),
      }),
    ]);

    const refund = (payload: object) =>
      asAdmin({ method: "POST", url: `/api/admin/trips/${trip.rideId}/refund`, payload });
    const noReason = await refund({ amountKobo: 1_000, destination: "wallet" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(ADMIN_PAYMENT_MESSAGES.giveReason);
    const toCard = await refund({
      amountKobo: 1_000,
      reason: "Driver took a longer road",
      destination: "card",
    });
    expect(toCard.statusCode).toBe(400);
    expect(toCard.json().message).toBe(REFUND_MESSAGES.noCard);

    const part = 2_000;
    const done = await refund({
      amountKobo: part,
      reason: "Driver took a longer road",
      destination: "wallet",
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      message: ADMIN_PAYMENT_MESSAGES.refunded,
      data: { rideId: trip.rideId, amountKobo: part, destination: "wallet", status: "done" },
    });
    expect(await walletOf(t, trip.riderUser.id)).toBe(part);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(part);
    expect(await auditOf(trip.rideId)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "payment.refund",
        details: expect.objectContaining({
          amountKobo: part,
          destination: "wallet",
          reason: "Driver took a longer road",
        }),
      }),
    ]);
    const told = (await notificationsOf(trip.riderUser.id)).find((n) => n.kind === "payment.refund");
    expect(told?.title).toBe("Refund of ₦20");
    expect(told?.body).toContain("to your CampusGo wallet");
    expect(told?.body).toContain("Reason: Driver took a longer road");

    // More than is left is refused, and nothing changes.
    const over = await refund({
      amountKobo: trip.amountKobo - part + 1,
      reason: "Refund the rest",
      destination: "wallet",
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(REFUND_MESSAGES.tooMuch);
    expect((await chargeOf(t, trip.rideId))?.refundedKobo).toBe(part);
    expect(await auditOf(trip.rideId)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it("refunds a trip paid by card back to the card through the gateway", async () => {
    const trip = await completedTrip(t);
    await eventually(async () => (await chargeOf(t, trip.rideId)) ?? undefined);
    const checkout = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/checkout` });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { reference } = checkout.json().data as { reference: string };
    fake.pay(reference, "card");
    expect((await fake.webhook(t.app, fake.chargeSuccess(reference))).statusCode).toBe(200);
    await eventsHandled(t);

    const list = await asAdmin({ method: "GET", url: `/api/admin/payments?q=${reference}` });
    expect(list.json().data[0]).toMatchObject({
      reference,
      purpose: "ride",
      status: "success",
      trip: { rideId: trip.rideId, status: "paid", cardRefundable: true, refundedKobo: 0 },
    });
    const res = await asAdmin({
      method: "POST",
      url: `/api/admin/trips/${trip.rideId}/refund`,
      payload: { amountKobo: trip.amountKobo, reason: "The trip never happened", destination: "card" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ destination: "card", status: "pending" });
    expect(fake.refunds.at(-1)).toMatchObject({ transactionReference: reference, amount: trip.amountKobo });
    const told = (await notificationsOf(trip.riderUser.id)).find((n) => n.kind === "payment.refund");
    expect(told?.body).toContain("back to your card");
    await expectLedgerBalanced(t);
  });
  it("refunds a paid delivery from the trips list: the sender is told, with a link to the delivery", async () => {
    const { pickup, destination } = ownArea();
    const keke = await onlineDriver(t, north(pickup, 300), "Keke");
    const senderUser = await createUser(t, { fullName: "Adaeze Nwankwo" });
    const sender = await signedIn(t, senderUser);
    await fundWallet(t, senderUser.id, 1_000_000);
    const booked = await bookDelivery(sender, { pickup, dropoff: destination });
    const made = await keke.api({ method: "POST", url: `/api/deliveries/${booked.id}/offers`, payload: {} });
    expect(made.statusCode, made.body).toBe(201);
    const accepted = await sender({
      method: "POST",
      url: `/api/deliveries/offers/${made.json().data.id}/accept`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const paid = await sender({ method: "POST", url: `/api/payments/trips/${booked.id}/wallet` });
    expect(paid.statusCode, paid.body).toBe(200);
    const walletBefore = await walletOf(t, senderUser.id);

    const trips = await asAdmin({
      method: "GET",
      url: `/api/admin/trips?status=paid&q=${encodeURIComponent(senderUser.email)}`,
    });
    expect(trips.json().data).toEqual([
      expect.objectContaining({ rideId: booked.id, tripKind: "delivery", status: "paid" }),
    ]);
    const done = await asAdmin({
      method: "POST",
      url: `/api/admin/trips/${booked.id}/refund`,
      payload: { amountKobo: 1_000, reason: "The driver came late to the pickup", destination: "wallet" },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(await walletOf(t, senderUser.id)).toBe(walletBefore + 1_000);
    expect(await auditOf(booked.id)).toEqual([expect.objectContaining({ action: "payment.refund" })]);
    const told = (await notificationsOf(senderUser.id)).filter((n) => n.kind === "payment.refund");
    expect(told).toEqual([
      expect.objectContaining({ title: "Refund of ₦10", link: `/dashboard/deliveries/${booked.id}` }),
    ]);
    expect(told[0]?.body).toContain(`from ${booked.pickup.name} to ${booked.dropoff.name}`);
    expect(told[0]?.body).toContain("Reason: The driver came late to the pickup");
    await expectLedgerBalanced(t);
  });
});

describe("the reports queue", () => {
  it("warn: the driver is warned, the rider told; deciding twice is 409", async () => {
    const trip = await completedTrip(t);
    expect((await report(trip, { note: "Asked me to transfer to his own account" })).statusCode).toBe(201);
    const item = await queuedReport(trip.rideId);
    expect(item).toMatchObject({
      status: "open",
      note: "Asked me to transfer to his own account",
      ride: { id: trip.rideId, status: "completed", amountKobo: trip.amountKobo },
      rider: { id: trip.riderUser.id },
      driver: { id: trip.driver.user.id },
      driverReports: 1,
      driverSuspended: false,
    });

    const res = await decide(item.id, { action: "warn", note: "First report" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ADMIN_PAYMENT_MESSAGES.decided.warn);
    const riderNotice = (await notificationsOf(trip.riderUser.id)).find((n) =>
      n.kind.startsWith("payment.report"),
    );
    expect(riderNotice?.title).toBe("We warned the driver");
    const driverNotice = (await notificationsOf(trip.driver.user.id)).find((n) =>
      n.kind.startsWith("payment.report"),
    );
    expect(driverNotice?.title).toBe("A warning about payments");
    expect(await auditOf(item.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "report.warn",
        details: expect.objectContaining({ rideId: trip.rideId, note: "First report" }),
      }),
    ]);
    expect(
      (await trip.rider({ method: "GET", url: `/api/payments/rides/${trip.rideId}/report` })).json().data,
    ).toMatchObject({ status: "warned" });

    const twice = await decide(item.id, { action: "suspend" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(REPORT_MESSAGES.alreadyDecided);
    expect(await auditOf(item.id)).toHaveLength(1);

    const decided = (
      await asAdmin({ method: "GET", url: "/api/admin/payment-reports?status=decided" })
    ).json().data;
    expect(decided.find((r: { id: string }) => r.id === item.id)).toMatchObject({
      status: "warned",
      decidedBy: { id: admin.id, fullName: "Chidi Admin" },
    });
    const missing = await decide("0190aaaa-0000-7000-8000-000000000000", { action: "dismiss" });
    expect(missing.statusCode).toBe(404);
  });

  it("suspend: the driver is set offline and cannot go online again; the rider is told", async () => {
    const trip = await completedTrip(t);
    expect((await report(trip)).statusCode).toBe(201);
    const item = await queuedReport(trip.rideId);
    const res = await decide(item.id, { action: "suspend" });
    expect(res.statusCode, res.body).toBe(200);

    const [presence] = await t.database.db
      .select()
      .from(driverPresence)
      .where(eq(driverPresence.driverId, trip.driver.user.id));
    expect(presence?.online).toBe(false);
    const online = await trip.driver.api({
      method: "PUT",
      url: "/api/driver/status",
      payload: { online: true },
    });
    expect(online.statusCode).toBe(403);
    expect(online.json().message).toMatch(
      /^Your driver account is suspended, so you cannot go online\. Why: A rider reported/,
    );
    expect((await trip.driver.api({ method: "GET", url: "/api/driver/status" })).json().data.online).toBe(
      false,
    );

    const riderNotice = (await notificationsOf(trip.riderUser.id)).find(
      (n) => n.kind === "payment.report.suspend",
    );
    expect(riderNotice?.title).toBe("The driver is suspended");
    const driverNotice = (await notificationsOf(trip.driver.user.id)).find(
      (n) => n.kind === "payment.report.suspend",
    );
    expect(driverNotice?.title).toBe("Your account is suspended");
    expect((await auditOf(item.id))[0]?.action).toBe("report.suspend");
  });

  it("suspension is the driver's flag until an admin lifts it (audited, the driver told); then they go online", async () => {
    const trip = await completedTrip(t);
    const driverId = trip.driver.user.id;
    const lift = (id: string, api: typeof asAdmin = asAdmin) =>
      api({ method: "POST", url: `/api/admin/payment-reports/drivers/${id}/lift-suspension` });
    const goOnline = () =>
      trip.driver.api({ method: "PUT", url: "/api/driver/status", payload: { online: true } });
    const flag = async () =>
      (await t.database.db.select().from(driverProfiles).where(eq(driverProfiles.userId, driverId)))[0];

    // Not suspended: nothing to lift, and nothing changes.
    const notYet = await lift(driverId);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(REPORT_MESSAGES.notSuspended);

    expect((await report(trip)).statusCode).toBe(201);
    const item = await queuedReport(trip.rideId);
    expect((await decide(item.id, { action: "suspend" })).statusCode).toBe(200);
    expect(await flag()).toMatchObject({ suspendedBy: admin.id });
    expect((await flag())?.suspendedAt).toBeInstanceOf(Date);
    const refused = await goOnline();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Your driver account is suspended, so you cannot go online\. Why: A rider reported/,
    );
    const listed = (await asAdmin({ method: "GET", url: "/api/admin/payment-reports?status=decided" }))
      .json()
      .data.find((r: { id: string }) => r.id === item.id);
    expect(listed).toMatchObject({ status: "suspended", driverSuspended: true });

    // Bad input changes nothing: not a driver, an unknown id, a malformed id, no CSRF header.
    expect((await lift(trip.riderUser.id)).statusCode).toBe(404);
    const unknown = await lift("0190aaaa-0000-7000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REPORT_MESSAGES.driverNotFound);
    expect((await lift("not-an-id")).statusCode).toBe(404);
    const cookie = [...asAdmin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const noCsrf = await t.app.inject({
      method: "POST",
      url: `/api/admin/payment-reports/drivers/${driverId}/lift-suspension`,
      headers: { cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await lift(driverId, trip.driver.api)).statusCode).toBe(403);
    expect((await flag())?.suspendedAt).not.toBeNull();

    const lifted = await lift(driverId);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().message).toBe(ADMIN_PAYMENT_MESSAGES.suspensionLifted);
    expect(await flag()).toMatchObject({ suspendedAt: null, suspendedBy: null });
    const audit = (await auditOf(driverId)).find((a) => a.action === "driver.suspension.lift");
    expect(audit?.actorId).toBe(admin.id);
    const notice = (await notificationsOf(driverId)).find((n) => n.kind === "payment.report.lifted");
    expect(notice?.title).toBe("Your suspension is lifted");
    const again = await lift(driverId);
    expect(again.statusCode).toBe(409);
    // The report stays decided; the queue says the driver is no longer suspended.
    const after = (await asAdmin({ method: "GET", url: "/api/admin/payment-reports?status=decided" }))
      .json()
      .data.find((r: { id: string }) => r.id === item.id);
    expect(after).toMatchObject({ status: "suspended", driverSuspended: false });
    const online = await goOnline();
    expect(online.statusCode, online.body).toBe(200);
  });

  it("dismiss: closed, the rider told there was no breach, the driver not bothered", async () => {
    const trip = await completedTrip(t);
    expect((await report(trip)).statusCode).toBe(201);
    const item = await queuedReport(trip.rideId);
    const badAction = await decide(item.id, { action: "ban" });
    expect(badAction.statusCode).toBe(400);
    expect((await decide(item.id, { action: "dismiss" })).statusCode).toBe(200);
    const riderNotice = (await notificationsOf(trip.riderUser.id)).find(
      (n) => n.kind === "payment.report.dismiss",
    );
    expect(riderNotice?.title).toBe("We found no breach");
    expect(
      (await notificationsOf(trip.driver.user.id)).filter((n) => n.kind.startsWith("payment.report")),
    ).toEqual([]);
    const [stored] = await t.database.db
      .select()
      .from(paymentReports)
      .where(and(eq(paymentReports.id, item.id), eq(paymentReports.status, "dismissed")));
    expect(stored?.decidedBy).toBe(admin.id);
    // The driver can still go online.
    const online = await trip.driver.api({
      method: "PUT",
      url: "/api/driver/status",
      payload: { online: true },
    });
    expect(online.statusCode, online.body).toBe(200);
  });
});

describe("payouts", () => {
  it("lists drivers' payouts by status and driver", async () => {
    const trip = await paidTrip();
    await withBankAccount(t, trip.driver.user.id);
    const asked = await trip.driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: 1_000 },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const res = await asAdmin({
      method: "GET",
      url: `/api/admin/payouts?driver=${encodeURIComponent(trip.driver.user.email)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      data: [
        {
          amountKobo: 1_000,
          bankName: "GTBank",
          accountNumberEnd: "6789",
          driver: { id: trip.driver.user.id },
        },
      ],
    });
    const none = await asAdmin({
      method: "GET",
      url: `/api/admin/payouts?status=reversed&driver=${encodeURIComponent(trip.driver.user.email)}`,
    });
    expect(none.json()).toEqual({ data: [], total: 0 });
  });
});

describe("settings and the ledger's health", () => {
  it("a commission change is audited and used for the next trip paid; out of range is refused", async () => {
    for (const percent of [50.5, -1, 12.345, "15"]) {
      const bad = await asAdmin({
        method: "PUT",
        url: "/api/admin/settings/commission",
        payload: { percent },
      });
      expect(bad.statusCode, String(percent)).toBe(400);
    }
    const set = await asAdmin({
      method: "PUT",
      url: "/api/admin/settings/commission",
      payload: { percent: 15 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      message: ADMIN_PAYMENT_MESSAGES.commissionSaved,
      data: { bps: 1500, percent: 15 },
    });
    expect(await auditOf(PAYMENT_SETTINGS_TARGET)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "payment.commission",
        details: { fromBps: 1000, toBps: 1500 },
      }),
    ]);
    try {
      const trip = await paidTrip();
      expect((await chargeOf(t, trip.rideId))?.commissionKobo).toBe(commissionOf(trip.amountKobo, 1500));
    } finally {
      await asAdmin({ method: "PUT", url: "/api/admin/settings/commission", payload: { percent: 10 } });
    }
    expect(
      (await asAdmin({ method: "GET", url: "/api/admin/settings/commission" })).json().data,
    ).toMatchObject({
      bps: 1000,
      percent: 10,
    });
  });

  it("the health line sums to zero and matches the accounts", async () => {
    await paidTrip();
    const res = await asAdmin({ method: "GET", url: "/api/admin/ledger/health" });
    expect(res.statusCode, res.body).toBe(200);
    const health = res.json().data;
    expect(health.sumKobo).toBe(0);
    expect(health).toEqual(await ledgerHealth(t.database.db));
    expect(health.commissionKobo).toBe(await commissionHeld(t));
    expect(health.inTransitKobo).toBe(await balanceOf(t.database.db, LEDGER.payoutsInTransit));
    expect(health.walletsKobo).toBeGreaterThanOrEqual(0);
    expect(health.driversKobo).toBeGreaterThan(0);
  });
});
