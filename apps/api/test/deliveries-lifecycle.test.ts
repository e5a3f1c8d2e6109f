import { randomBytes } from "node:crypto";
import { DELIVERY_MESSAGES, MESSAGES, RIDE_MESSAGES, SHARE_LINK_HOURS_AFTER } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, driverJobs, handoverCodes, tripEvents, type User } from "../src/db/schema/index.ts";
import { transitionDelivery } from "../src/modules/deliveries/transition.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, deliveryRow, moveDelivery, namedDriver } from "./helpers/deliveries.ts";
import { MANUAL_DISPATCH, placeDriver } from "./helpers/rides.ts";
import { type Client, createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

/**
 * A delivery's life so far: the tracking link anyone with it may read (and nobody may act through), how long it
 * lasts, the sender's free cancel before a driver, and the transition kernel refusing what the table does not
 * allow.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANUAL_DISPATCH);
});
afterAll(() => t.close());

async function newSender(): Promise<{ user: User; api: Client }> {
  const user = await createUser(t, { fullName: "Adaeze Nwankwo" });
  return { user, api: await signedIn(t, user) };
}

/** The tracking link's data as a stranger's browser asks for it: no cookie, no CSRF header. */
const track = (url: string) => t.app.inject({ method: "GET", url: `/api${new URL(url).pathname}` });
const eventsOf = (id: string) => t.database.db.select().from(tripEvents).where(eq(tripEvents.tripId, id));

function expectPrivateHeaders(res: Awaited<ReturnType<typeof track>>) {
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["x-robots-tag"]).toBe("noindex");
  expect(res.headers["set-cookie"]).toBeUndefined();
}

describe("the tracking link", () => {
  it("works without a session and shows no phone, no surname, nothing of the sender or the recipient", async () => {
    const sender = await newSender();
    const delivery = await bookDelivery(sender.api, { recipientName: "Ngozi Eze" });
    const url = delivery.shareUrl ?? "";
    expect(url).toMatch(/^http.*\/track\/[A-Za-z0-9_-]{43}$/);

    const waiting = await track(url);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expectPrivateHeaders(waiting);
    expect(waiting.json().data).toMatchObject({
      status: "searching",
      statusLine: "Finding a driver to carry the package",
      pickup: { name: delivery.pickup.name },
      dropoff: { name: delivery.dropoff.name },
      driver: null,
      position: null,
      linkExpiresAt: null,
    });

    const driver = await namedDriver(t, "Chinedu Okafor");
    await moveDelivery(t, delivery.id, driver, ["accept", "arrive_pickup", "pick_up"]);
    const at = { lat: delivery.pickup.lat + 0.001, lon: delivery.pickup.lon };
    await placeDriver(t, driver.id, at, 1, false);

    const onTheWay = await track(url);
    expect(onTheWay.statusCode).toBe(200);
    const data = onTheWay.json().data;
    expect(data.status).toBe("in_transit");
    expect(data.driver).toEqual({
      firstName: "Chinedu",
      vehicle: { type: "Keke", color: "Green", plateNumber: expect.stringMatching(/^NSK-/) },
    });
    expect(data.position).toMatchObject({ lat: at.lat, lon: at.lon });
    expect(data.steps.pickedUpAt).not.toBeNull();
    for (const secret of [
      "Okafor",
      "Adaeze",
      "Nwankwo",
      "Ngozi",
      "Eze",
      driver.phoneNumber ?? "-",
      sender.user.phoneNumber ?? "-",
      sender.user.email,
      delivery.recipient.phoneNumber ?? "-",
      delivery.pickupCode ?? "-",
      sender.user.id,
      driver.id,
      delivery.id,
    ]) {
      expect(onTheWay.body, secret).not.toContain(secret);
    }
    expect(onTheWay.body).not.toMatch(/\+234|phone/i);

    // Delivered: no more position; the link lasts a day more.
    const ended = await moveDelivery(t, delivery.id, driver, ["arrive_dropoff", "deliver"]);
    const done = (await track(url)).json().data;
    expect(done.status).toBe("delivered");
    expect(done.position).toBeNull();
    expect(done.linkExpiresAt).toBe(
      new Date((ended.endedAt?.getTime() ?? 0) + SHARE_LINK_HOURS_AFTER * 3600_000).toISOString(),
    );
  });

  it("cannot act: only GET is answered", async () => {
    const { api } = await newSender();
    const delivery = await bookDelivery(api);
    const path = `/api${new URL(delivery.shareUrl ?? "").pathname}`;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: path, payload: {} });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
    }
    expect((await deliveryRow(t, delivery.id)).status).toBe("searching");
  });

  it("answers 404 for a link that names nothing", async () => {
    for (const token of [randomBytes(32).toString("base64url"), "short", "a".repeat(90)]) {
      const res = await t.app.inject({ method: "GET", url: `/api/track/${token}` });
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(DELIVERY_MESSAGES.linkNotFound);
      expectPrivateHeaders(res);
    }
  });

  it(`answers 410 Gone ${SHARE_LINK_HOURS_AFTER} hours after the delivery ended, and the sender no longer sees it`, async () => {
    const { api } = await newSender();
    const delivery = await bookDelivery(api);
    const url = delivery.shareUrl ?? "";
    const cancel = await api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "The recipient is not available" },
    });
    expect(cancel.statusCode).toBe(200);
    const endedAgo = (hours: number) =>
      t.database.db
        .update(deliveries)
        .set({ endedAt: new Date(Date.now() - hours * 3600_000) })
        .where(eq(deliveries.id, delivery.id));

    await endedAgo(SHARE_LINK_HOURS_AFTER - 1);
    const stillThere = await track(url);
    expect(stillThere.statusCode).toBe(200);
    expect(stillThere.json().data.status).toBe("cancelled");

    await endedAgo(SHARE_LINK_HOURS_AFTER + 1);
    const gone = await track(url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(DELIVERY_MESSAGES.linkGone);
    expectPrivateHeaders(gone);
    const view = await api({ method: "GET", url: `/api/deliveries/${delivery.id}` });
    expect(view.json().data.shareUrl).toBeNull();
  });
});

describe("POST /api/deliveries/:id/cancel", () => {
  it("cancels free before a driver; again is a 409 and nothing changes", async () => {
    const { user, api } = await newSender();
    const delivery = await bookDelivery(api);
    const badReason = await api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "Because" },
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(MESSAGES.selectCancelReason);
    const stranger = await signedIn(t, await createUser(t));
    const notTheirs = await stranger({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(notTheirs.statusCode).toBe(404);

    const res = await api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "Wrong address showed up" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Delivery cancelled");
    const view = res.json().data;
    expect(view).toMatchObject({
      status: "cancelled",
      statusLine: "This delivery was cancelled",
      cancelReason: "Wrong address showed up",
      cancelledBy: "sender",
      pickupCode: null,
      amountKobo: null,
    });
    expect(view.steps.cancelledAt).not.toBeNull();
    expect(view.steps.endedAt).toBe(view.steps.cancelledAt);
    expect(
      await t.database.db.select().from(handoverCodes).where(eq(handoverCodes.tripId, delivery.id)),
    ).toEqual([]);
    const events = await eventsOf(delivery.id);
    expect(events.map((e) => [e.event, e.fromStatus, e.toStatus, e.actor, e.actorId])).toEqual([
      ["book", null, "searching", "sender", user.id],
      ["cancel", "searching", "cancelled", "sender", user.id],
    ]);

    const before = await deliveryRow(t, delivery.id);
    const again = await api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.cannotCancel);
    expect(await deliveryRow(t, delivery.id)).toEqual(before);
    expect(await eventsOf(delivery.id)).toHaveLength(2);
  });

  it("is refused once the parcel is picked up: then only the return rule applies", async () => {
    const { api } = await newSender();
    const delivery = await bookDelivery(api);
    await moveDelivery(t, delivery.id, await namedDriver(t), ["accept", "arrive_pickup", "pick_up"]);
    const res = await api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DELIVERY_MESSAGES.cannotCancel);
    expect((await deliveryRow(t, delivery.id)).status).toBe("in_transit");
  });
});

describe("transitionDelivery", () => {
  it("refuses a move the table does not allow, and a move from a status the delivery has left; nothing is written", async () => {
    const { api } = await newSender();
    const delivery = await bookDelivery(api);
    const driver = await namedDriver(t);
    const row = await deliveryRow(t, delivery.id);
    const attempt = (
      event: "deliver" | "pick_up" | "accept" | "expire",
      actor: "driver" | "sender" | "system",
    ) =>
      t.database.db.transaction((tx) =>
        transitionDelivery(tx, row, { event, actor, actorId: driver.id, patch: { driverId: driver.id } }),
      );
    expect(await attempt("deliver", "driver")).toBeUndefined();
    expect(await attempt("pick_up", "driver")).toBeUndefined();
    // Only the sender (or the server for them) accepts a driver's price.
    expect(await attempt("accept", "driver")).toBeUndefined();
    expect(await deliveryRow(t, delivery.id)).toEqual(row);
    expect(await eventsOf(delivery.id)).toHaveLength(1);

    // The sender cancels meanwhile: a move read from "searching" loses the compare-and-set.
    await api({
      method: "POST",
      url: `/api/deliveries/${delivery.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(await attempt("expire", "system")).toBeUndefined();
    expect((await deliveryRow(t, delivery.id)).status).toBe("cancelled");
    expect(await eventsOf(delivery.id)).toHaveLength(2);
  });

  it("gives the driver the job while the delivery is theirs, and takes it back when it ends", async () => {
    const { api } = await newSender();
    const delivery = await bookDelivery(api);
    const driver = await namedDriver(t);
    const jobOf = () => t.database.db.select().from(driverJobs).where(eq(driverJobs.driverId, driver.id));
    const accepted = await moveDelivery(t, delivery.id, driver, ["accept"]);
    expect(accepted.acceptedAt).not.toBeNull();
    expect(await jobOf()).toEqual([expect.objectContaining({ tripId: delivery.id, tripKind: "delivery" })]);
    const done = await moveDelivery(t, delivery.id, driver, [
      "arrive_pickup",
      "pick_up",
      "arrive_dropoff",
      "deliver",
    ]);
    expect(done.status).toBe("delivered");
    expect(done.deliveredAt).toEqual(done.endedAt);
    expect(await jobOf()).toEqual([]);
  });
});

describe("deleting an account", () => {
  const deleteAccount = (api: Client) =>
    api({ method: "DELETE", url: "/api/users/me", payload: { password: TEST_PASSWORD } });

  it("cancels the sender's deliveries not yet picked up and takes their codes back", async () => {
    const { api } = await newSender();
    const delivery = await bookDelivery(api);
    const res = await deleteAccount(api);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const row = await deliveryRow(t, delivery.id);
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: "sender" });
    expect(row.endedAt).not.toBeNull();
    expect(
      await t.database.db.select().from(handoverCodes).where(eq(handoverCodes.tripId, delivery.id)),
    ).toEqual([]);
    expect((await track(delivery.shareUrl ?? "")).json().data.status).toBe("cancelled");
  });

  it("waits while a parcel of theirs is on its way, as sender or as driver", async () => {
    const { api } = await newSender();
    const delivery = await bookDelivery(api);
    const driver = await namedDriver(t);
    await moveDelivery(t, delivery.id, driver, ["accept", "arrive_pickup", "pick_up"]);
    for (const who of [api, await signedIn(t, driver)]) {
      const res = await deleteAccount(who);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RIDE_MESSAGES.finishTripBeforeDeleting);
    }
    expect((await deliveryRow(t, delivery.id)).status).toBe("in_transit");
  });
});
