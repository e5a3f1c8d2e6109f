import type { InboxItem, TimelineEntry, TripTimeline } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveries, earningsHolds, sosAlerts, tripChecks, tripPositions } from "../src/db/schema/index.ts";
import { escalateUnanswered } from "../src/modules/trip-checks/sweep.ts";
import { bookDelivery, moveDelivery, namedDriver } from "./helpers/deliveries.ts";
import { completedTrip, fundWallet, paymentsSuite } from "./helpers/payments.ts";
import { createUser, signedIn } from "./helpers/users.ts";

/**
 * One trip's timeline for admins and the admin inbox (docs/api-support.md, decision 36): every source of a trip
 * in time order with who did it; every kind of thing that asks for an admin in one list with its state.
 */
const { t, asAdmin } = await paymentsSuite();
const db = t.database.db;

const timelineOf = async (kind: string, id: string) => {
  const res = await asAdmin({ method: "GET", url: `/api/admin/trips/${kind}/${id}/timeline` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripTimeline;
};

const titled = (entries: TimelineEntry[], title: string | RegExp) => {
  const i = entries.findIndex((e) => (typeof title === "string" ? e.title === title : title.test(e.title)));
  expect(i, `no entry ${title}`).toBeGreaterThanOrEqual(0);
  return i;
};

describe("a trip's timeline", () => {
  it("merges events, positions, offers, messages, money, ratings, reports and SOS in time order with who did it", async () => {
    const trip = await completedTrip(t);
    const rider = trip.riderUser;
    // Money: paid from the wallet.
    await fundWallet(t, rider.id, trip.amountKobo);
    const paid = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/wallet` });
    expect(paid.statusCode, paid.body).toBe(200);
    // A rating, a message to support from the ride and its answer, a report of an off-app payment.
    const rated = await trip.rider({
      method: "POST",
      url: `/api/rides/${trip.rideId}/rating`,
      payload: { stars: 2, comment: "Drove too fast" },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const sent = await trip.rider({
      method: "POST",
      url: "/api/support/conversations",
      payload: {
        topic: "ride",
        subject: "Too fast",
        body: "He drove too fast on the hill.",
        tripKind: "ride",
        tripId: trip.rideId,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const conversationId = sent.json().data.id;
    await asAdmin({
      method: "POST",
      url: `/api/admin/support/conversations/${conversationId}/messages`,
      payload: { body: "We have spoken to the driver." },
    });
    const reported = await trip.rider({ method: "POST", url: `/api/payments/rides/${trip.rideId}/report` });
    expect(reported.statusCode, reported.body).toBe(201);
    // The recorded track (written by the tracking layer while driving) and an SOS, written as those layers do.
    const now = Date.now();
    const track = Array.from({ length: 5 }, (_, i) => ({
      tripId: trip.rideId,
      lat: trip.area.pickup.lat + i * 0.001,
      lon: trip.area.pickup.lon,
      at: new Date(now + 60_000 + i * 61_000),
    }));
    await db.insert(tripPositions).values(track);
    await db.insert(sosAlerts).values({
      tripId: trip.rideId,
      tripKind: "ride",
      raisedBy: rider.id,
      role: "rider",
      status: "resolved",
      lat: trip.area.pickup.lat,
      lon: trip.area.pickup.lon,
      positionSource: "phone",
      raisedAt: new Date(now + 120_000),
      resolvedAt: new Date(now + 500_000),
      note: "Called the rider: all well",
    });

    // An automatic check nobody answered (written as the trip checks do).
    await db.insert(tripChecks).values({
      tripId: trip.rideId,
      tripKind: "ride",
      kind: "off_route",
      userId: rider.id,
      status: "unanswered",
      lat: trip.area.pickup.lat + 0.002,
      lon: trip.area.pickup.lon,
      distanceM: 800,
      askedAt: new Date(now + 150_000),
      answerBy: new Date(now + 210_000),
      escalatedAt: new Date(now + 211_000),
    });

    const timeline = await timelineOf("ride", trip.rideId);
    expect(timeline.trip).toMatchObject({
      kind: "ride",
      id: trip.rideId,
      status: "completed",
      booker: { id: rider.id, name: rider.fullName },
      driver: { id: trip.driver.user.id, name: trip.driver.user.fullName },
    });
    const { entries } = timeline;
    // In time order.
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Each source is there.
    expect(new Set(entries.map((e) => e.source))).toEqual(
      new Set(["trip", "position", "offer", "message", "payment", "rating", "report", "sos", "check"]),
    );
    // The story reads in order, each step by the one who did it.
    const offer = titled(entries, /^Offer of ₦/);
    const accepted = titled(entries, "Offer accepted");
    const started = titled(entries, "Trip started");
    const completed = titled(entries, "Completed");
    const owed = titled(entries, /^Fare of ₦.* owed$/);
    const farePaid = titled(entries, /^Fare of ₦.* paid$/);
    const rating = titled(entries, "Rated 2 of 5");
    const message = titled(entries, 'Message to support: "Too fast"');
    const answer = titled(entries, 'Support answered "Too fast"');
    const report = titled(entries, /outside the app/);
    expect(offer).toBeLessThan(accepted);
    expect(accepted).toBeLessThan(started);
    expect(started).toBeLessThan(completed);
    expect(completed).toBeLessThanOrEqual(owed);
    expect(owed).toBeLessThan(farePaid);
    expect(farePaid).toBeLessThan(rating);
    expect(rating).toBeLessThan(message);
    expect(message).toBeLessThan(answer);
    expect(answer).toBeLessThan(report);
    expect(entries[offer]?.actor).toBe(`${trip.driver.user.fullName} (driver)`);
    expect(entries[accepted]?.actor).toBe(`${rider.fullName} (rider)`);
    expect(entries[started]?.actor).toBe(`${trip.driver.user.fullName} (driver)`);
    expect(entries[rating]?.detail).toBe("Drove too fast");
    expect(entries[message]?.link).toBe(`/admin/support/${conversationId}`);
    expect(entries[answer]?.actor).toMatch(/\(support\)$/);
    // The SOS with its position, and its resolution with the admin's note, after the last position.
    const sos = titled(entries, "SOS raised");
    expect(entries[sos]).toMatchObject({
      actor: `${rider.fullName} (rider)`,
      position: { lat: trip.area.pickup.lat },
    });
    expect(entries[titled(entries, "SOS resolved")]?.detail).toBe("Called the rider: all well");
    const asked = titled(entries, 'Off the expected route by 800 m: asked "Are you OK?"');
    expect(entries[asked]).toMatchObject({
      actor: "System",
      position: { lat: trip.area.pickup.lat + 0.002 },
    });
    expect(titled(entries, "No answer: admins told")).toBeGreaterThan(asked);
    expect(asked).toBeGreaterThan(sos);
    // Positions: the track for the map, and one entry a minute at most.
    expect(timeline.positionsRecorded).toBeGreaterThanOrEqual(5);
    expect(timeline.track.length).toBe(timeline.positionsRecorded);
    const shown = entries.filter((e) => e.source === "position");
    expect(shown.length).toBeGreaterThanOrEqual(5);
  });

  it("is 404 for an unknown trip or the wrong kind, and 403 for a non-admin", async () => {
    const trip = await completedTrip(t);
    const wrongKind = await asAdmin({
      method: "GET",
      url: `/api/admin/trips/delivery/${trip.rideId}/timeline`,
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe("This trip does not exist.");
    const badKind = await asAdmin({ method: "GET", url: `/api/admin/trips/bus/${trip.rideId}/timeline` });
    expect(badKind.statusCode).toBe(404);
    const asRider = await trip.rider({ method: "GET", url: `/api/admin/trips/ride/${trip.rideId}/timeline` });
    expect(asRider.statusCode).toBe(403);
  });

  it("samples a long track to at most 200 points, its ends kept", async () => {
    const trip = await completedTrip(t);
    const start = Date.now() + 3_600_000;
    await db.insert(tripPositions).values(
      Array.from({ length: 1000 }, (_, i) => ({
        tripId: trip.rideId,
        lat: 6.86 + i * 0.00001,
        lon: 7.41,
        at: new Date(start + i * 2000),
      })),
    );
    const timeline = await timelineOf("ride", trip.rideId);
    expect(timeline.track).toHaveLength(200);
    expect(timeline.track.at(-1)?.at).toBe(new Date(start + 999 * 2000).toISOString());
    // 2,000 s of positions: one entry a minute.
    const late = timeline.entries.filter((e) => e.source === "position" && Date.parse(e.at) >= start);
    expect(late.length).toBe(34);
  });
});

describe("the admin inbox", () => {
  it("lists each kind with its state, newest first, filtered by kind and state", async () => {
    // A flagged trip (the driver's share held), an off-app payment report, a support conversation.
    const reportedTrip = await completedTrip(t);
    expect(
      (await reportedTrip.rider({ method: "POST", url: `/api/payments/rides/${reportedTrip.rideId}/report` }))
        .statusCode,
    ).toBe(201);
    const flagged = await completedTrip(t);
    await db
      .insert(earningsHolds)
      .values({ tripId: flagged.rideId, driverId: flagged.driver.user.id, reason: "flagged" });
    const writer = await createUser(t, { fullName: "Bola Ade" });
    const writerApi = await signedIn(t, writer);
    const conversation = (
      await writerApi({
        method: "POST",
        url: "/api/support/conversations",
        payload: {
          topic: "account",
          subject: "Cannot change my phone",
          body: "It says the number is taken.",
        },
      })
    ).json().data.id as string;
    // A delivery whose drop-off code failed its check, and an SOS the raiser said was over.
    const sender = await createUser(t);
    const delivery = await bookDelivery(await signedIn(t, sender));
    const driver = await namedDriver(t);
    await moveDelivery(t, delivery.id, driver, ["accept", "arrive_pickup", "pick_up"]);
    await db
      .update(deliveries)
      .set({ status: "disputed", endedAt: new Date() })
      .where(eq(deliveries.id, delivery.id));
    const sosTrip = await completedTrip(t);
    const [sos] = await db
      .insert(sosAlerts)
      .values({
        tripId: sosTrip.rideId,
        tripKind: "ride",
        raisedBy: sosTrip.riderUser.id,
        role: "rider",
        status: "safe",
        safeAt: new Date(),
      })
      .returning();

    const page = async (query: string) => {
      const res = await asAdmin({ method: "GET", url: `/api/admin/inbox${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { items: InboxItem[]; hasMore: boolean; page: number };
    };
    const all = (await page("")).items;
    const find = (kind: string, id: string) => all.find((i) => i.kind === kind && i.id === id);
    expect(find("flagged_trip", flagged.rideId)).toMatchObject({
      state: "open",
      title: "Trip flagged by its rider",
      trip: { kind: "ride", id: flagged.rideId },
    });
    expect(all.find((i) => i.kind === "payment_report" && i.trip?.id === reportedTrip.rideId)).toMatchObject({
      state: "open",
      title: "Asked to be paid outside the app",
    });
    expect(find("support", conversation)).toMatchObject({
      state: "open",
      title: "Cannot change my phone",
      detail: "Bola Ade · waiting for support",
      trip: null,
    });
    expect(find("delivery_dispute", delivery.id)).toMatchObject({
      state: "open",
      trip: { kind: "delivery", id: delivery.id },
    });
    expect(find("sos", sos?.id ?? "")).toMatchObject({
      state: "in_progress",
      trip: { kind: "ride", id: sosTrip.rideId },
    });
    // Newest first.
    const times = all.map((i) => Date.parse(i.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Answered, the conversation is in progress; closed, it is closed; the filters follow.
    await asAdmin({
      method: "POST",
      url: `/api/admin/support/conversations/${conversation}/messages`,
      payload: { body: "Done." },
    });
    const supportInProgress = (await page("?kind=support&state=in_progress")).items;
    expect(supportInProgress.map((i) => i.id)).toContain(conversation);
    expect(supportInProgress.every((i) => i.kind === "support" && i.state === "in_progress")).toBe(true);
    await asAdmin({ method: "POST", url: `/api/admin/support/conversations/${conversation}/close` });
    expect((await page("?kind=support&state=in_progress")).items.map((i) => i.id)).not.toContain(
      conversation,
    );
    const closed = (await page("?state=closed")).items;
    expect(closed.map((i) => i.id)).toContain(conversation);
    expect(closed.every((i) => i.state === "closed")).toBe(true);
    const sosOnly = (await page("?kind=sos")).items;
    expect(sosOnly.length).toBeGreaterThan(0);
    expect(sosOnly.every((i) => i.kind === "sos")).toBe(true);

    // Bad filters are refused with a message.
    const badKind = await asAdmin({ method: "GET", url: "/api/admin/inbox?kind=spam" });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe("Please choose a known kind");
    const badState = await asAdmin({ method: "GET", url: "/api/admin/inbox?state=done" });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toBe("Please choose open, in progress or closed");
    expect((await writerApi({ method: "GET", url: "/api/admin/inbox" })).statusCode).toBe(403);
  });

  it("pages 30 at a time", async () => {
    // Four writers, ten each (the hourly limit): more than a page whatever else is in the inbox.
    const writers = await Promise.all([1, 2, 3, 4].map(async () => signedIn(t, await createUser(t))));
    for (const api of writers) {
      for (let i = 0; i < 10; i++) {
        const res = await api({
          method: "POST",
          url: "/api/support/conversations",
          payload: { topic: "other", subject: `Question number ${i}`, body: "Hello" },
        });
        expect(res.statusCode).toBe(201);
      }
    }
    const first = (await asAdmin({ method: "GET", url: "/api/admin/inbox" })).json().data;
    expect(first.items).toHaveLength(30);
    expect(first.hasMore).toBe(true);
    const second = (await asAdmin({ method: "GET", url: "/api/admin/inbox?page=2" })).json().data;
    const ids = new Set([...first.items, ...second.items].map((i: InboxItem) => `${i.kind}:${i.id}`));
    expect(ids.size).toBe(first.items.length + second.items.length);
  });
});

describe("a trip check nobody answered in the inbox", () => {
  it("is open while its episode goes on unanswered, and closed once the rider answers or it ends", async () => {
    const trip = await completedTrip(t);
    const asked = new Date(Date.now() - 10 * 60_000);
    const check = (kind: "off_route" | "stopped") => ({
      tripId: trip.rideId,
      tripKind: "ride",
      kind,
      userId: trip.riderUser.id,
      lat: trip.area.pickup.lat,
      lon: trip.area.pickup.lon,
      distanceM: kind === "off_route" ? 900 : null,
      stoppedS: kind === "stopped" ? 240 : null,
      askedAt: asked,
      answerBy: new Date(asked.getTime() + 2 * 60_000),
    });
    const [offRoute, stopped] = await db
      .insert(tripChecks)
      .values([check("off_route"), check("stopped")])
      .returning();
    if (!offRoute || !stopped) throw new Error("checks not stored");
    const items = async (query = "?kind=trip_check") => {
      const res = await asAdmin({ method: "GET", url: `/api/admin/inbox${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { items: InboxItem[] }).items.filter((i) => i.trip?.id === trip.rideId);
    };
    // Asked and still waiting for the rider: nothing for the admins yet.
    expect(await items()).toEqual([]);

    await escalateUnanswered(t.app.tripCheckDeps, new Date());
    const open = await items();
    expect(open).toHaveLength(2);
    const name = trip.riderUser.fullName;
    expect(open.find((i) => i.id === offRoute.id)).toMatchObject({
      kind: "trip_check",
      state: "open",
      title: "Rider did not answer 'Are you OK?'",
      detail: `${name} · off the route`,
      trip: { kind: "ride", id: trip.rideId },
    });
    expect((await items("?kind=trip_check&state=open")).map((i) => i.id).sort()).toEqual(
      [offRoute.id, stopped.id].sort(),
    );

    // The rider answers one late; the other's episode ends (the car moved on): both closed, saying which.
    const answered = await trip.rider({ method: "POST", url: `/api/trip-checks/${offRoute.id}/ok` });
    expect(answered.statusCode, answered.body).toBe(200);
    await db.update(tripChecks).set({ endedAt: new Date() }).where(eq(tripChecks.id, stopped.id));
    const closed = await items();
    expect(closed.find((i) => i.id === offRoute.id)).toMatchObject({
      state: "closed",
      detail: `${name} · off the route · answered later`,
    });
    expect(closed.find((i) => i.id === stopped.id)).toMatchObject({
      state: "closed",
      detail: `${name} · stopped · check ended`,
    });
    expect(await items("?kind=trip_check&state=open")).toEqual([]);
    // In the list of every kind too.
    expect((await items("?state=closed")).map((i) => i.id)).toContain(stopped.id);
  });
});
