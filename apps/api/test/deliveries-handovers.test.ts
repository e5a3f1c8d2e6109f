import { randomUUID } from "node:crypto";
import {
  DELIVERY_MESSAGES,
  type DeliveryView,
  formatNaira,
  LEDGER,
  PAYMENT_MESSAGES,
  REVIEW_MESSAGES,
  refundShares,
  returnFeeKobo,
} from "@campusgo/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  deliveries,
  earningsHolds,
  handoverCodes,
  notifications,
  tripCharges,
  type User,
} from "../src/db/schema/index.ts";
import { balanceOf } from "../src/modules/payments/ledger.ts";
import { bookDelivery, deliveryRow } from "./helpers/deliveries.ts";
import { elfExecutable, jpeg, pixelBombPng } from "./helpers/images.ts";
import { multipart } from "./helpers/multipart.ts";
import {
  earningsOf,
  eventsHandled,
  expectLedgerBalanced,
  fundWallet,
  paymentsSuite,
  walletOf,
} from "./helpers/payments.ts";
import {
  MANUAL_DISPATCH,
  north,
  onlineDriver,
  ownArea,
  redisEnv,
  rideBody,
  type SignedIn,
} from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

/**
 * A delivery from the driver's price to the parcel's end: paid before the pickup, each hand-over with a photo and
 * a code checked only by the server, the share held until the drop-off is confirmed, the offline queue's
 * hand-over that opens a dispute, the way back after the free wait, cancelling with money on it, ratings.
 */
const { fake, t, asAdmin } = await paymentsSuite({
  ...MANUAL_DISPATCH,
  ...redisEnv(),
  LOCATION_STALE_MS: "36000000",
});
const photo = await jpeg();

interface Going {
  d: DeliveryView;
  sender: { user: User; api: SignedIn };
  driver: { user: User; api: SignedIn };
}

/** A delivery booked, offered on by a keke driver and accepted (the sender's wallet holding `funds`). */
async function accepted(funds = 1_000_000): Promise<Going> {
  const { pickup, destination } = ownArea();
  const keke = await onlineDriver(t, north(pickup, 300), "Keke");
  const user = await createUser(t, { fullName: "Adaeze Nwankwo" });
  const api = await signedIn(t, user);
  if (funds > 0) await fundWallet(t, user.id, funds);
  const booked = await bookDelivery(api, { pickup, dropoff: destination, size: "small" });
  const made = await keke.api({ method: "POST", url: `/api/deliveries/${booked.id}/offers`, payload: {} });
  expect(made.statusCode, made.body).toBe(201);
  const res = await api({ method: "POST", url: `/api/deliveries/offers/${made.json().data.id}/accept` });
  expect(res.statusCode, res.body).toBe(200);
  return { d: res.json().data, sender: { user, api }, driver: keke };
}

const post = (api: Client, url: string, payload?: object) =>
  api({ method: "POST", url, ...(payload ? { payload } : {}) });

async function handOver(
  api: Client,
  id: string,
  what: "pickup" | "dropoff" | "returned",
  fields: Record<string, string>,
  file: Buffer | null = photo,
  headers: Record<string, string> = {},
) {
  const body = await multipart(
    fields,
    file ? [{ field: "photo", data: file, filename: "p.jpg", type: "image/jpeg" }] : [],
  );
  return api({
    method: "POST",
    url: `/api/deliveries/${id}/${what}`,
    ...body,
    headers: { ...body.headers, ...headers },
  });
}

async function codeOf(id: string, purpose: "pickup" | "dropoff" | "return"): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(handoverCodes)
    .where(and(eq(handoverCodes.tripId, id), eq(handoverCodes.purpose, purpose)));
  if (!row) throw new Error(`no ${purpose} code`);
  return row.code;
}
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

/** The delivery's line on the driver's Earning tab (GET /api/driver/earnings). */
async function earningLine(api: Client, id: string) {
  const earnings = await api({ method: "GET", url: "/api/driver/earnings" });
  expect(earnings.statusCode, earnings.body).toBe(200);
  return (earnings.json().data.trips as { rideId: string }[]).find((trip) => trip.rideId === id);
}

async function paid(g: Going) {
  const res = await post(g.sender.api, `/api/payments/trips/${g.d.id}/wallet`);
  expect(res.statusCode, res.body).toBe(200);
}

/** From accepted to in transit: paid, arrived, picked up with the sender's code. */
async function pickedUp(g: Going) {
  await paid(g);
  expect((await post(g.driver.api, `/api/deliveries/${g.d.id}/arrive`)).statusCode).toBe(200);
  const res = await handOver(g.driver.api, g.d.id, "pickup", { code: await codeOf(g.d.id, "pickup") });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DeliveryView;
}

const held = (driverId: string) => balanceOf(t.database.db, LEDGER.held(driverId));

describe("paid before the pickup", () => {
  it("the driver's price is due once accepted, does not stop the sender booking, and is paid from the wallet", async () => {
    const g = await accepted();
    expect(g.d.payment).toMatchObject({ status: "owed", amountKobo: g.d.agreedKobo });
    const charge = await t.database.db.select().from(tripCharges).where(eq(tripCharges.tripId, g.d.id));
    expect(charge[0]?.status).toBe("due");
    // Due is no debt: the sender may still send another parcel.
    await bookDelivery(g.sender.api, { pickup: g.d.pickup, dropoff: g.d.dropoff });

    expect((await post(g.driver.api, `/api/deliveries/${g.d.id}/arrive`)).statusCode).toBe(200);
    const code = await codeOf(g.d.id, "pickup");
    const early = await handOver(g.driver.api, g.d.id, "pickup", { code });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DELIVERY_MESSAGES.notPaid);

    const before = await walletOf(t, g.sender.user.id);
    await paid(g);
    expect(await walletOf(t, g.sender.user.id)).toBe(before - (g.d.agreedKobo ?? 0));
    // The driver's share waits on hold until the parcel is delivered.
    expect(await held(g.driver.user.id)).toBeGreaterThan(0);
    expect(await earningsOf(t, g.driver.user.id)).toBe(0);
    const view = (await g.sender.api({ method: "GET", url: `/api/deliveries/${g.d.id}` })).json().data;
    expect(view.payment).toMatchObject({ status: "paid", method: "wallet" });
    const receipt = await g.sender.api({ method: "GET", url: `/api/payments/trips/${g.d.id}/receipt` });
    expect(receipt.json().data).toMatchObject({ pickupName: g.d.pickup.name, destName: g.d.dropoff.name });
    // Nobody else reads or pays it.
    const stranger = await signedIn(t, await createUser(t));
    expect((await stranger({ method: "GET", url: `/api/payments/trips/${g.d.id}` })).statusCode).toBe(404);
    await expectLedgerBalanced(t);
  });
});

describe("paid by card", () => {
  it("the gateway's success settles the due price, as a ride's owed one: nothing lands in the wallet", async () => {
    const g = await accepted(0);
    const res = await post(g.sender.api, `/api/payments/trips/${g.d.id}/checkout`);
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json().data as { reference: string };
    fake.pay(reference, "card");
    expect((await fake.webhook(t.app, fake.chargeSuccess(reference))).statusCode).toBe(200);
    await eventsHandled(t);
    const view = (await g.sender.api({ method: "GET", url: `/api/deliveries/${g.d.id}` })).json().data;
    expect(view.payment).toMatchObject({ status: "paid", method: "card" });
    expect(await walletOf(t, g.sender.user.id)).toBe(0);
    expect(await held(g.driver.user.id)).toBeGreaterThan(0);
    await expectLedgerBalanced(t);
  });
});

describe("hand-overs", () => {
  it("pickup and drop-off each take a photo and the right code once; the share is released at the drop-off", async () => {
    const g = await accepted();
    await paid(g);
    const id = g.d.id;
    expect((await post(g.driver.api, `/api/deliveries/${id}/arrive`)).json().data.status).toBe("at_pickup");
    const code = await codeOf(id, "pickup");
    // Bad photos and a wrong code change nothing.
    expect((await handOver(g.driver.api, id, "pickup", { code }, null)).statusCode).toBe(400);
    expect((await handOver(g.driver.api, id, "pickup", { code }, elfExecutable())).statusCode).toBe(415);
    expect((await handOver(g.driver.api, id, "pickup", { code }, await pixelBombPng())).statusCode).toBe(413);
    expect((await handOver(g.driver.api, id, "pickup", { code: "12a4" })).statusCode).toBe(400);
    const miss = await handOver(g.driver.api, id, "pickup", { code: wrong(code) });
    expect(miss.statusCode).toBe(400);
    expect(miss.json().message).toBe(DELIVERY_MESSAGES.wrongCode(4));
    // The sender cannot hand it over, nor can another driver.
    expect((await handOver(g.sender.api, id, "pickup", { code })).statusCode).toBe(403);
    const other = await onlineDriver(t, north(ownArea().pickup, 100), "Keke");
    expect((await handOver(other.api, id, "pickup", { code })).statusCode).toBe(404);
    expect((await deliveryRow(t, id)).status).toBe("at_pickup");

    const up = await handOver(g.driver.api, id, "pickup", { code, lat: "6.86", lon: "7.41" });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ message: "Package picked up", data: { status: "in_transit" } });
    expect(up.json().data.proofs.pickup).toMatchObject({
      lat: 6.86,
      lon: 7.41,
      receivedBy: g.driver.user.fullName.split(" ")[0],
    });
    // The pickup code is used: the sender no longer sees it.
    const senderView = (await g.sender.api({ method: "GET", url: `/api/deliveries/${id}` })).json().data;
    expect(senderView.pickupCode).toBeNull();
    const pic = await g.sender.api({ method: "GET", url: `/api/deliveries/${id}/photos/pickup` });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers["content-type"]).toMatch(/image\/jpeg/);
    expect(
      (await g.sender.api({ method: "GET", url: `/api/deliveries/${id}/photos/dropoff` })).statusCode,
    ).toBe(404);

    // The driver's Earning tab lists the package, its share on hold until the drop-off is checked.
    expect(await earningLine(g.driver.api, id)).toMatchObject({
      kind: "delivery",
      pickupName: g.d.pickup.name,
      destName: g.d.dropoff.name,
      heldFor: "until_done",
      onHoldUntil: null,
    });

    expect((await post(g.driver.api, `/api/deliveries/${id}/arrive`)).json().data.status).toBe("at_dropoff");
    const dropCode = await codeOf(id, "dropoff");
    const heldBefore = await held(g.driver.user.id);
    const done = await handOver(g.driver.api, id, "dropoff", { code: dropCode });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: "delivered",
      proofs: { dropoff: { receivedBy: "Ngozi Eze" } },
    });
    expect(await held(g.driver.user.id)).toBe(heldBefore - (await earningsOf(t, g.driver.user.id)));
    expect(await earningsOf(t, g.driver.user.id)).toBeGreaterThan(0);
    expect(await earningLine(g.driver.api, id)).toMatchObject({ heldFor: null, onHoldUntil: null });
    // Released at the drop-off, the share counts in what the driver earned today and this week.
    const earned = (await g.driver.api({ method: "GET", url: "/api/driver/earnings" })).json().data;
    expect(earned.todayKobo).toBe(await earningsOf(t, g.driver.user.id));
    expect(earned.weekKobo).toBe(earned.todayKobo);
    // The driver's history lists it once it has ended; another driver's does not.
    const history = await g.driver.api({ method: "GET", url: "/api/deliveries" });
    expect(history.json().data.map((d: DeliveryView) => [d.id, d.status])).toEqual([[id, "delivered"]]);
    expect((await other.api({ method: "GET", url: "/api/deliveries" })).json().data).toEqual([]);
    // A code is used once: the same hand-over again answers what it made and changes nothing.
    const again = await handOver(g.driver.api, id, "dropoff", { code: dropCode });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe("delivered");
    await expectLedgerBalanced(t);
  });

  it("five wrong codes pause the code for a minute, however many tries come at once", async () => {
    const g = await accepted();
    await pickedUp(g);
    const code = await codeOf(g.d.id, "dropoff");
    const tries = await Promise.all(
      Array.from({ length: 12 }, () => handOver(g.driver.api, g.d.id, "dropoff", { code: wrong(code) })),
    );
    const statuses = tries.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    // Paused: even the right code waits.
    const right = await handOver(g.driver.api, g.d.id, "dropoff", { code });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(DELIVERY_MESSAGES.codePaused);
    expect((await deliveryRow(t, g.d.id)).status).toBe("in_transit");
  });

  it("two drop-off confirmations at once: one delivers, the other answers the same, one proof", async () => {
    const g = await accepted();
    await pickedUp(g);
    const code = await codeOf(g.d.id, "dropoff");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => handOver(g.driver.api, g.d.id, "dropoff", { code })),
    );
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await deliveryRow(t, g.d.id)).status).toBe("delivered");
    const [hold] = await t.database.db.select().from(earningsHolds).where(eq(earningsHolds.tripId, g.d.id));
    expect(hold?.status).toBe("released");
    await expectLedgerBalanced(t);
  });
});

describe("a hand-over sent from the offline queue", () => {
  it("with the right code delivers at the time it was captured; repeated with its key it is answered once", async () => {
    const g = await accepted();
    await pickedUp(g);
    // Picked up a while ago; the drop-off was captured five minutes ago in a dead zone.
    await t.database.db
      .update(deliveries)
      .set({ pickedUpAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(deliveries.id, g.d.id));
    const captured = new Date(Date.now() - 5 * 60_000).toISOString();
    const key = randomUUID();
    const fields = {
      code: await codeOf(g.d.id, "dropoff"),
      at: captured,
      queued: "1",
      lat: "6.9",
      lon: "7.4",
    };
    const first = await handOver(g.driver.api, g.d.id, "dropoff", fields, photo, { "idempotency-key": key });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.steps.deliveredAt).toBe(captured);
    expect(first.json().data.proofs.dropoff.at).toBe(captured);
    const repeat = await handOver(g.driver.api, g.d.id, "dropoff", fields, photo, { "idempotency-key": key });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers["idempotent-replayed"]).toBeDefined();
  });

  it("with a wrong code opens a dispute: the driver's share stays held for support", async () => {
    const g = await accepted();
    await pickedUp(g);
    const code = await codeOf(g.d.id, "dropoff");
    const res = await handOver(g.driver.api, g.d.id, "dropoff", { code: wrong(code), queued: "1" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: DELIVERY_MESSAGES.disputed, data: { status: "disputed" } });
    const [hold] = await t.database.db.select().from(earningsHolds).where(eq(earningsHolds.tripId, g.d.id));
    expect(hold).toMatchObject({ status: "held", reason: "disputed" });
    expect(hold?.heldKobo).toBeGreaterThan(0);
    expect(await earningsOf(t, g.driver.user.id)).toBe(0);
    expect(await earningLine(g.driver.api, g.d.id)).toMatchObject({ kind: "delivery", heldFor: "disputed" });
    // The right code afterwards changes nothing: support decides.
    expect((await handOver(g.driver.api, g.d.id, "dropoff", { code })).statusCode).toBe(409);

    // An admin sees it with its proofs and decides; nobody else may.
    const disputes = await asAdmin({ method: "GET", url: "/api/admin/deliveries/disputes" });
    const listed = (disputes.json().data as DeliveryView[]).find((d) => d.id === g.d.id);
    expect(listed?.proofs.dropoff).toMatchObject({ receivedBy: "Not confirmed" });
    const decision = { action: "keep", reason: "The recipient confirmed by phone", destination: "wallet" };
    const url = `/api/admin/deliveries/${g.d.id}/dispute`;
    expect((await post(g.sender.api, url, decision)).statusCode).toBe(403);
    const kept = await post(asAdmin, url, decision);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await earningsOf(t, g.driver.user.id)).toBeGreaterThan(0);
    expect(await held(g.driver.user.id)).toBe(0);
    expect((await deliveryRow(t, g.d.id)).status).toBe("delivered");
    expect((await post(asAdmin, url, decision)).statusCode).toBe(404);
    await expectLedgerBalanced(t);
  });
});

describe("an admin decides a disputed delivery", () => {
  /** A paid delivery whose drop-off came from the offline queue with a wrong code; its held share. */
  async function disputed() {
    const g = await accepted();
    await pickedUp(g);
    const code = await codeOf(g.d.id, "dropoff");
    const res = await handOver(g.driver.api, g.d.id, "dropoff", { code: wrong(code), queued: "1" });
    expect(res.json().data.status, res.body).toBe("disputed");
    const [charge] = await t.database.db.select().from(tripCharges).where(eq(tripCharges.tripId, g.d.id));
    return {
      ...g,
      paidKobo: g.d.agreedKobo ?? 0,
      commissionKobo: charge?.commissionKobo ?? 0,
      heldKobo: await held(g.driver.user.id),
    };
  }
  const decide = (id: string, decision: object) =>
    post(asAdmin, `/api/admin/deliveries/${id}/dispute`, decision);
  const noticesOf = (userId: string, kind: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const auditOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const holdOf = async (id: string) =>
    (await t.database.db.select().from(earningsHolds).where(eq(earningsHolds.tripId, id)))[0];

  it("refund: all the sender paid goes back to the wallet, the held share is taken; both told, audited", async () => {
    const g = await disputed();
    expect(g.heldKobo).toBeGreaterThan(0);
    const walletBefore = await walletOf(t, g.sender.user.id);
    const reason = "The recipient never got the parcel";
    const res = await decide(g.d.id, { action: "refund", reason, destination: "wallet" });
    expect(res.statusCode, res.body).toBe(200);

    expect(await walletOf(t, g.sender.user.id)).toBe(walletBefore + g.paidKobo);
    expect(await held(g.driver.user.id)).toBe(0);
    expect(await earningsOf(t, g.driver.user.id)).toBe(0);
    expect(await holdOf(g.d.id)).toMatchObject({ status: "refunded" });
    const [charge] = await t.database.db.select().from(tripCharges).where(eq(tripCharges.tripId, g.d.id));
    expect(charge?.refundedKobo).toBe(g.paidKobo);
    expect(await auditOf(g.d.id)).toEqual([
      expect.objectContaining({
        action: "delivery_dispute.refund",
        details: expect.objectContaining({ reason, refundedKobo: g.paidKobo, releasedKobo: 0 }),
      }),
    ]);
    const [senderTold] = await noticesOf(g.sender.user.id, "delivery.reviewed");
    expect(senderTold?.body).toContain(`refunded ${formatNaira(g.paidKobo)}`);
    expect(senderTold?.link).toBe(`/dashboard/deliveries/${g.d.id}`);
    const [driverTold] = await noticesOf(g.driver.user.id, "earnings.review");
    expect(driverTold?.body).toContain(reason);
    expect(driverTold?.body).not.toContain("is now in your earnings");
    // Deciding again moves nothing.
    const again = await decide(g.d.id, { action: "keep", reason, destination: "wallet" });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(REVIEW_MESSAGES.alreadyDecided);
    expect(await walletOf(t, g.sender.user.id)).toBe(walletBefore + g.paidKobo);
    expect(await auditOf(g.d.id)).toHaveLength(1);
    // Decided: no longer in the admin's list of disputes to decide.
    const disputes = await asAdmin({ method: "GET", url: "/api/admin/deliveries/disputes" });
    expect((disputes.json().data as DeliveryView[]).map((d) => d.id)).not.toContain(g.d.id);
    await expectLedgerBalanced(t);
  });

  it("adjust: the sender gets back what is above the amount kept, taken from the held share; the rest is the driver's", async () => {
    const g = await disputed();
    const keptKobo = g.paidKobo - 1_000;
    const refundedKobo = g.paidKobo - keptKobo;
    expect(g.heldKobo).toBeGreaterThan(refundedKobo);
    const walletBefore = await walletOf(t, g.sender.user.id);
    const reason = "Delivered late, to the wrong gate";
    // At or above what was paid is refused, and nothing moves.
    const tooMuch = await decide(g.d.id, { action: "adjust", amountKobo: g.paidKobo, reason });
    expect(tooMuch.statusCode).toBe(400);
    expect(await held(g.driver.user.id)).toBe(g.heldKobo);

    const res = await decide(g.d.id, { action: "adjust", amountKobo: keptKobo, reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletOf(t, g.sender.user.id)).toBe(walletBefore + refundedKobo);
    expect(await held(g.driver.user.id)).toBe(0);
    // The platform gives back its commission on the part refunded; the driver's part comes from the held share.
    const { fromHeldKobo } = refundShares(
      { amountKobo: g.paidKobo, commissionKobo: g.commissionKobo, refundedKobo: 0 },
      refundedKobo,
      { heldKobo: g.heldKobo, availableKobo: 0 },
    );
    expect(fromHeldKobo).toBeLessThan(refundedKobo);
    const releasedKobo = g.heldKobo - fromHeldKobo;
    expect(await earningsOf(t, g.driver.user.id)).toBe(releasedKobo);
    expect(await holdOf(g.d.id)).toMatchObject({ status: "adjusted" });
    expect(await auditOf(g.d.id)).toEqual([
      expect.objectContaining({
        action: "delivery_dispute.adjust",
        details: expect.objectContaining({ reason, refundedKobo, releasedKobo }),
      }),
    ]);
    const [senderTold] = await noticesOf(g.sender.user.id, "delivery.reviewed");
    expect(senderTold?.body).toContain(`refunded ${formatNaira(refundedKobo)}`);
    const [driverTold] = await noticesOf(g.driver.user.id, "earnings.review");
    expect(driverTold?.body).toContain(`${formatNaira(releasedKobo)} is now in your earnings`);
    await expectLedgerBalanced(t);
  });
});

describe("nobody at the drop-off", () => {
  it("after the free wait the driver brings it back with the sender's return code", async () => {
    const g = await accepted();
    await pickedUp(g);
    const at = (await post(g.driver.api, `/api/deliveries/${g.d.id}/arrive`)).json().data as DeliveryView;
    expect(at.freeWaitEndsAt).not.toBeNull();
    const early = await post(g.driver.api, `/api/deliveries/${g.d.id}/return`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DELIVERY_MESSAGES.freeWaitNotOver(10));
    // The wait runs out.
    await t.database.db
      .update(deliveries)
      .set({ arrivedDropoffAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(deliveries.id, g.d.id));
    const back = await post(g.driver.api, `/api/deliveries/${g.d.id}/return`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ status: "returning", returnCode: null });
    const senderView = (await g.sender.api({ method: "GET", url: `/api/deliveries/${g.d.id}` })).json().data;
    expect(senderView.returnCode).toMatch(/^\d{4}$/);
    const res = await handOver(g.driver.api, g.d.id, "returned", { code: senderView.returnCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "returned",
      proofs: { return: { receivedBy: "The sender" } },
    });
    const fareShare = await earningsOf(t, g.driver.user.id);
    expect(fareShare).toBeGreaterThan(0);

    // The way back costs the return fee shown at booking: owed by the sender, who books nothing else until it is
    // paid, and paid like any trip.
    const fee = returnFeeKobo(g.d.agreedKobo as number);
    const owing = (await g.sender.api({ method: "GET", url: `/api/deliveries/${g.d.id}` })).json().data;
    expect(owing.returnPayment).toMatchObject({ status: "owed", amountKobo: fee });
    expect(owing.payment).toMatchObject({ status: "paid", amountKobo: g.d.agreedKobo });
    const wallet = (await g.sender.api({ method: "GET", url: "/api/payments/wallet" })).json().data;
    expect(wallet.owed).toEqual({ rideId: g.d.id, amountKobo: fee, kind: "return_fee" });
    const refused = await g.sender.api({ method: "POST", url: "/api/rides", payload: rideBody() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYMENT_MESSAGES.owedFor("return_fee"));
    const paid = await post(g.sender.api, `/api/payments/trips/${g.d.id}/wallet`);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await g.sender.api({ method: "GET", url: `/api/deliveries/${g.d.id}` })).json().data;
    expect(after.returnPayment).toMatchObject({ status: "paid", amountKobo: fee, method: "wallet" });
    expect(await earningsOf(t, g.driver.user.id)).toBeGreaterThan(fareShare);
    // Paid once: again is refused, and the trip's receipt stays its fare's.
    expect((await post(g.sender.api, `/api/payments/trips/${g.d.id}/wallet`)).statusCode).toBe(409);
    const receipt = await g.sender.api({ method: "GET", url: `/api/payments/trips/${g.d.id}/receipt` });
    expect(receipt.json().data).toMatchObject({ kind: "fare", amountKobo: g.d.agreedKobo });

    // The admin's money area lists both charges of the delivery, with its places, and counts them.
    const email = encodeURIComponent(g.sender.user.email);
    const listed = await asAdmin({ method: "GET", url: `/api/admin/trips?q=${email}` });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().total).toBe(2);
    const place = { tripKind: "delivery", pickupName: g.d.pickup.name, destName: g.d.dropoff.name };
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...place, rideId: g.d.id, kind: "fare", amountKobo: g.d.agreedKobo }),
        expect.objectContaining({ ...place, rideId: g.d.id, kind: "return_fee", amountKobo: fee }),
      ]),
    );
    await expectLedgerBalanced(t);
  });

  it("the sender sends it on once to a place nearby; far away or twice is refused", async () => {
    const g = await accepted();
    await pickedUp(g);
    const near = { ...g.d.dropoff, lat: g.d.dropoff.lat + 0.005, name: "Behind the library" };
    const far = { ...g.d.dropoff, lat: g.d.dropoff.lat + 0.2, name: "Far away" };
    expect(
      (await post(g.sender.api, `/api/deliveries/${g.d.id}/redirect`, { dropoff: far })).statusCode,
    ).toBe(400);
    expect(
      (await post(g.driver.api, `/api/deliveries/${g.d.id}/redirect`, { dropoff: near })).statusCode,
    ).toBe(403);
    const res = await post(g.sender.api, `/api/deliveries/${g.d.id}/redirect`, { dropoff: near });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "in_transit", dropoff: { name: "Behind the library" } });
    const twice = await post(g.sender.api, `/api/deliveries/${g.d.id}/redirect`, { dropoff: g.d.dropoff });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DELIVERY_MESSAGES.redirectedAlready);
  });

  it("the driver waiting at the drop-off drives on when the sender sends it elsewhere, and hands it over there", async () => {
    const g = await accepted();
    await pickedUp(g);
    const arrived = await post(g.driver.api, `/api/deliveries/${g.d.id}/arrive`);
    expect(arrived.json().data, arrived.body).toMatchObject({ status: "at_dropoff" });
    const near = { ...g.d.dropoff, lat: g.d.dropoff.lat + 0.004, name: "The porters' lodge" };
    const res = await post(g.sender.api, `/api/deliveries/${g.d.id}/redirect`, { dropoff: near });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "in_transit", dropoff: { name: "The porters' lodge" } });
    expect((await deliveryRow(t, g.d.id)).arrivedDropoffAt).toBeNull();
    // At the new place: arrived again, and the recipient's code is the same.
    expect((await post(g.driver.api, `/api/deliveries/${g.d.id}/arrive`)).json().data.status).toBe(
      "at_dropoff",
    );
    const done = await handOver(g.driver.api, g.d.id, "dropoff", { code: await codeOf(g.d.id, "dropoff") });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe("delivered");
  });
});

describe("cancelling with money on it", () => {
  it("the sender at the pickup pays the cancellation fee; the rest of what they paid goes back to the wallet", async () => {
    const g = await accepted();
    await paid(g);
    await post(g.driver.api, `/api/deliveries/${g.d.id}/arrive`);
    const before = await walletOf(t, g.sender.user.id);
    const res = await post(g.sender.api, `/api/deliveries/${g.d.id}/cancel`, { reason: "Other reasons" });
    expect(res.statusCode, res.body).toBe(200);
    const fee = t.config.payments.cancelFeeKobo;
    expect(await walletOf(t, g.sender.user.id)).toBe(before + (g.d.agreedKobo ?? 0) - fee);
    expect(await held(g.driver.user.id)).toBe(0);
    expect(await earningsOf(t, g.driver.user.id)).toBeGreaterThan(0);
    await expectLedgerBalanced(t);
  });

  it("the driver cancels before the pickup: an unpaid price is simply gone", async () => {
    const g = await accepted(0);
    const res = await post(g.driver.api, `/api/deliveries/${g.d.id}/cancel`, {
      reason: "My vehicle broke down",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("cancelled");
    expect(await t.database.db.select().from(tripCharges).where(eq(tripCharges.tripId, g.d.id))).toHaveLength(
      0,
    );
    // After the pickup only the return rule applies.
    const h = await accepted();
    await pickedUp(h);
    expect(
      (await post(h.sender.api, `/api/deliveries/${h.d.id}/cancel`, { reason: "Other reasons" })).statusCode,
    ).toBe(409);
  });
});

describe("after the delivery", () => {
  it("both sides rate once; the active list and the driver's requests follow the delivery", async () => {
    const g = await accepted();
    const active = await g.driver.api({ method: "GET", url: "/api/deliveries/active" });
    expect(active.json().data.map((d: DeliveryView) => d.id)).toEqual([g.d.id]);
    expect((await post(g.sender.api, `/api/deliveries/${g.d.id}/rating`, { stars: 5 })).statusCode).toBe(409);
    await pickedUp(g);
    await handOver(g.driver.api, g.d.id, "dropoff", { code: await codeOf(g.d.id, "dropoff") });
    const rated = await post(g.sender.api, `/api/deliveries/${g.d.id}/rating`, { stars: 5, comment: "Fast" });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data.myRating).toBe(5);
    expect((await post(g.sender.api, `/api/deliveries/${g.d.id}/rating`, { stars: 4 })).statusCode).toBe(409);
    expect((await post(g.driver.api, `/api/deliveries/${g.d.id}/rating`, { stars: 4 })).statusCode).toBe(200);
    expect((await g.driver.api({ method: "GET", url: "/api/deliveries/active" })).json().data).toEqual([]);

    const { pickup, destination } = ownArea();
    const keke = await onlineDriver(t, north(pickup, 200), "Keke");
    const open = await bookDelivery(g.sender.api, { pickup, dropoff: destination });
    const requests = await keke.api({ method: "GET", url: "/api/driver/delivery-requests" });
    expect(requests.json().data).toMatchObject([
      { id: open.id, kind: "delivery", senderFirstName: "Adaeze" },
    ]);
    expect((await g.sender.api({ method: "GET", url: "/api/driver/delivery-requests" })).statusCode).toBe(
      403,
    );
  });
});
