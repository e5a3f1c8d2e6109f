import {
  COVER_LIMIT_KOBO,
  DECLARED_VALUE_MAX_KOBO,
  DEFAULT_FARES,
  DELIVERY_ACTIVE_MAX,
  DELIVERY_MESSAGES,
  estimateDelivery,
  RIDE_MESSAGES,
  returnFeeKobo,
} from "@campusgo/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliveries,
  handoverCodes,
  parcelPhotos,
  smsMessages,
  tripEvents,
  trips,
  type User,
} from "../src/db/schema/index.ts";
import { RECIPIENT_SMS_PURPOSE, recipientText } from "../src/modules/deliveries/recipient-sms.ts";
import { shareToken, shareTokenHash } from "../src/modules/deliveries/share.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import {
  bookDelivery,
  deliveryBody,
  deliveryRow,
  parcelPhotoKey,
  recipientNumber,
} from "./helpers/deliveries.ts";
import { type FakeAfricasTalking, startFakeAfricasTalking } from "./helpers/fake-africastalking.ts";
import { MANUAL_DISPATCH, north, place } from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";
import { eventually } from "./helpers/wait.ts";

/**
 * Sending a package: the estimate by road and size, the booking (a trip of kind delivery with its book event,
 * the hand-over codes, and one text to the recipient through Africa's Talking's protocol), and every bad booking
 * refused with its message and nothing written.
 */
let t: TestApp;
let fake: FakeAfricasTalking;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  t = await createTestApp({
    ...MANUAL_DISPATCH,
    PUBLIC_URL: "https://campusgo.example",
    AT_BASE_URL: `${fake.url}/`,
    AT_API_KEY: fake.apiKey,
    AT_USERNAME: fake.username,
    AT_TIMEOUT_MS: "5000",
    JOBS_POLL_MS: "100",
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function newSender(
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: User; api: Client }> {
  const user = await createUser(t, overrides);
  return { user, api: await signedIn(t, user) };
}

const keke = DEFAULT_FARES.find((f) => f.rideType === 1);
if (!keke) throw new Error("no keke fare");

describe("GET /api/deliveries/estimate", () => {
  it("prices by road and size: a large parcel costs more than a small one over the same road", async () => {
    const { api } = await newSender();
    const a = place("odenigwe");
    const b = place("main-gate");
    const ask = (size: string) =>
      api({
        method: "GET",
        url: `/api/deliveries/estimate?pickupLat=${a.lat}&pickupLon=${a.lon}&dropoffLat=${b.lat}&dropoffLon=${b.lon}&size=${size}`,
      });
    const small = await ask("small");
    const large = await ask("large");
    expect(small.statusCode, small.body).toBe(200);
    expect(large.statusCode, large.body).toBe(200);
    const s = small.json().data;
    const l = large.json().data;
    expect(s).toMatchObject(estimateDelivery(keke, { pickup: a, dropoff: b, size: "small" }));
    expect(l).toMatchObject(estimateDelivery(keke, { pickup: a, dropoff: b, size: "large" }));
    expect(l.fareKobo).toBeGreaterThan(s.fareKobo);
    expect(l.distanceM).toBe(s.distanceM);
    expect(s.returnFeeKobo).toBe(returnFeeKobo(s.fareKobo));
    expect(s.returnRule).toContain("10-minute wait");
    expect(s.offerRange.minKobo).toBeLessThan(s.fareKobo);
    expect(s.offerRange.maxKobo).toBeGreaterThan(s.fareKobo);
    // Only a car or a bus takes a large parcel; an okada takes a small one.
    expect(l.rideTypes).toEqual([3]);
    expect(s.rideTypes).toContain(2);

    const bad = await ask("huge");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DELIVERY_MESSAGES.selectSize);
  });
});

describe("POST /api/deliveries", () => {
  it("books: a trip of kind delivery, its book event, both codes, and one text to the recipient", async () => {
    const { user, api } = await newSender({ fullName: "Adaeze Nwankwo", firstName: "Ada" });
    const recipient = recipientNumber();
    const key = await parcelPhotoKey(api);
    const res = await api({
      method: "POST",
      url: "/api/deliveries",
      payload: deliveryBody(key, {
        recipientPhone: recipient.typed,
        size: "medium",
        declaredValueKobo: 5_000_000,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Delivery booked");
    const view = res.json().data;
    const expected = estimateDelivery(keke, {
      pickup: place("odenigwe"),
      dropoff: place("main-gate"),
      size: "medium",
    });
    expect(view).toMatchObject({
      status: "searching",
      statusLine: "Finding a driver to carry the package",
      category: "documents",
      size: "medium",
      fareKobo: expected.fareKobo,
      offerKobo: expected.fareKobo,
      distanceM: expected.distanceM,
      declaredValueKobo: 5_000_000,
      coveredKobo: COVER_LIMIT_KOBO,
      recipient: { name: "Ngozi Eze", phoneNumber: recipient.e164 },
      note: "Call when you are at the gate",
      photoUrl: `/api/deliveries/${view.id}/photos/parcel`,
      driver: null,
      amountKobo: null,
    });
    expect(view.pickupCode).toMatch(/^\d{4}$/);
    expect(JSON.stringify(view)).not.toMatch(/dropoffCode/);

    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, view.id));
    expect(trip?.kind).toBe("delivery");
    const events = await t.database.db.select().from(tripEvents).where(eq(tripEvents.tripId, view.id));
    expect(events).toEqual([
      expect.objectContaining({
        tripKind: "delivery",
        event: "book",
        fromStatus: null,
        toStatus: "searching",
        actor: "sender",
        actorId: user.id,
      }),
    ]);
    const codes = await t.database.db.select().from(handoverCodes).where(eq(handoverCodes.tripId, view.id));
    expect(codes.map((c) => c.purpose).sort()).toEqual(["dropoff", "pickup"]);
    const dropoff = codes.find((c) => c.purpose === "dropoff")?.code ?? "";
    expect(codes.find((c) => c.purpose === "pickup")?.code).toBe(view.pickupCode);

    // The link is a 256-bit token made from the id; only its hash is stored.
    const row = await deliveryRow(t, view.id);
    const token = shareToken(t.config.sessionSecret, view.id);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(view.shareUrl).toBe(`https://campusgo.example/track/${token}`);
    expect(row.shareTokenHash).toBe(shareTokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.recipientPhone).toBe(recipient.e164);

    // One text, through the gateway, to the recipient: who sends it, the drop-off code and the link.
    const sent = await eventually(() => fake.requests.find((r) => r.form.to === recipient.e164), {
      what: "the recipient's text at the gateway",
    });
    expect(sent.authorized).toBe(true);
    expect(sent.form.message).toBe(recipientText("Ada", dropoff, view.shareUrl));
    expect(sent.form.message).toContain(`code ${dropoff}`);
    expect(sent.form.message).toContain(view.shareUrl);
    const message = sent.form.message ?? "";
    expect(message.startsWith("CampusGo: Ada is sending you a package.")).toBe(true);
    expect(message.length).toBeLessThanOrEqual(160);
    const texts = await t.database.db.select().from(smsMessages).where(eq(smsMessages.to, recipient.e164));
    expect(texts).toEqual([expect.objectContaining({ purpose: RECIPIENT_SMS_PURPOSE })]);
    await eventually(
      async () =>
        (await t.database.db.select().from(smsMessages).where(eq(smsMessages.to, recipient.e164)))[0]
          ?.status === "sent",
      { what: "the text recorded as sent" },
    );

    // The photo is now the delivery's: it no longer counts as unused, and cannot be used again.
    const [photo] = await t.database.db.select().from(parcelPhotos).where(eq(parcelPhotos.key, key));
    expect(photo?.deliveryId).toBe(view.id);
    const again = await api({ method: "POST", url: "/api/deliveries", payload: deliveryBody(key) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(DELIVERY_MESSAGES.photoUnusable);
  });

  it("books for later: scheduled, with no search started", async () => {
    const { api } = await newSender();
    const at = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const view = await bookDelivery(api, { scheduledAt: at });
    expect(view.status).toBe("scheduled");
    expect(view.scheduledAt).toBe(at);
    expect(view.searchStartedAt).toBeNull();
  });

  it("takes the sender's own offer within the band, and refuses one outside it", async () => {
    const { api } = await newSender();
    const estimate = await api({
      method: "GET",
      url: `/api/deliveries/estimate?pickupLat=${place("odenigwe").lat}&pickupLon=${place("odenigwe").lon}&dropoffLat=${place("main-gate").lat}&dropoffLon=${place("main-gate").lon}&size=small`,
    });
    const { offerRange } = estimate.json().data;
    const view = await bookDelivery(api, { offerKobo: offerRange.maxKobo });
    expect(view.offerKobo).toBe(offerRange.maxKobo);
    const key = await parcelPhotoKey(api);
    const res = await api({
      method: "POST",
      url: "/api/deliveries",
      payload: deliveryBody(key, { offerKobo: offerRange.maxKobo + 10_000 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Your offer must be between ₦/);
  });

  it("an Idempotency-Key books once: the repeat answers the same delivery", async () => {
    const { user, api } = await newSender();
    const key = await parcelPhotoKey(api);
    const body = deliveryBody(key);
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await api({ method: "POST", url: "/api/deliveries", payload: body, headers });
    const second = await api({ method: "POST", url: "/api/deliveries", payload: body, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json().data.id).toBe(first.json().data.id);
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: count() })
      .from(deliveries)
      .where(eq(deliveries.senderId, user.id));
    expect(n).toBe(1);
  });

  it(`a sender has at most ${DELIVERY_ACTIVE_MAX} deliveries going at once; cancelling one frees a place`, async () => {
    const { api } = await newSender();
    const booked = [];
    for (let i = 0; i < DELIVERY_ACTIVE_MAX; i++) booked.push(await bookDelivery(api));
    const key = await parcelPhotoKey(api);
    const refused = await api({ method: "POST", url: "/api/deliveries", payload: deliveryBody(key) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DELIVERY_MESSAGES.tooManyActive);
    const cancel = await api({
      method: "POST",
      url: `/api/deliveries/${booked[0]?.id}/cancel`,
      payload: { reason: "I no longer need to send it" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const taken = await api({ method: "POST", url: "/api/deliveries", payload: deliveryBody(key) });
    expect(taken.statusCode, taken.body).toBe(201);
  });

  it("lists the sender's deliveries, newest first, and no one else's", async () => {
    const { api } = await newSender();
    const first = await bookDelivery(api);
    const second = await bookDelivery(api);
    await bookDelivery((await newSender()).api);
    const res = await api({ method: "GET", url: "/api/deliveries" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { id: string }) => d.id)).toEqual([second.id, first.id]);
  });

  it("is for senders: a driver may not book", async () => {
    const driver = await signedIn(t, await createUser(t, { role: "driver" }));
    const res = await driver({ method: "POST", url: "/api/deliveries", payload: deliveryBody("x") });
    expect(res.statusCode).toBe(403);
  });
});

describe("a bad booking", () => {
  it("is refused with its message, and nothing is written", async () => {
    const { user, api } = await newSender();
    const other = await newSender();
    const otherKey = await parcelPhotoKey(other.api);
    const key = await parcelPhotoKey(api);
    const odenigwe = place("odenigwe");
    const cases: [string, Record<string, unknown>, string][] = [
      [
        "same place",
        { dropoff: { ...north(odenigwe, 30), name: "Next door" } },
        DELIVERY_MESSAGES.sameLocation,
      ],
      ["too far", { dropoff: { ...north(odenigwe, 200_000), name: "Far away" } }, DELIVERY_MESSAGES.tooFar],
      ["a bad phone", { recipientPhone: "12345" }, DELIVERY_MESSAGES.recipientPhone],
      ["a foreign phone", { recipientPhone: "+44 7700 900123" }, DELIVERY_MESSAGES.recipientPhone],
      ["a bad size", { size: "huge" }, DELIVERY_MESSAGES.selectSize],
      ["a bad category", { category: "weapons" }, DELIVERY_MESSAGES.selectCategory],
      [
        "a value over the limit",
        { declaredValueKobo: DECLARED_VALUE_MAX_KOBO + 1 },
        DELIVERY_MESSAGES.declaredValue,
      ],
      ["a negative value", { declaredValueKobo: -1 }, DELIVERY_MESSAGES.declaredValue],
      ["another user's photo", { photoKey: otherKey }, DELIVERY_MESSAGES.photoUnusable],
      [
        "a made-up photo",
        { photoKey: "ab/ab000000-0000-4000-8000-000000000000.png" },
        DELIVERY_MESSAGES.photoUnusable,
      ],
      ["no photo", { photoKey: undefined }, DELIVERY_MESSAGES.photoRequired],
      ["an empty photo", { photoKey: "" }, DELIVERY_MESSAGES.photoRequired],
      ["no recipient name", { recipientName: " \u200B " }, DELIVERY_MESSAGES.recipientNameRequired],
      ["a long recipient name", { recipientName: "A".repeat(101) }, DELIVERY_MESSAGES.recipientNameTooLong],
      ["a long note", { note: "n".repeat(301) }, DELIVERY_MESSAGES.noteTooLong],
      ["no pickup", { pickup: undefined }, DELIVERY_MESSAGES.pickupRequired],
      ["no drop-off", { dropoff: undefined }, DELIVERY_MESSAGES.dropoffRequired],
      [
        "a time in the past",
        { scheduledAt: new Date(Date.now() - 3600_000).toISOString() },
        RIDE_MESSAGES.scheduleInPast,
      ],
      [
        "a time too far ahead",
        { scheduledAt: new Date(Date.now() + 31 * 24 * 3600_000).toISOString() },
        RIDE_MESSAGES.scheduleTooFar,
      ],
    ];
    const tripsBefore = (await t.database.db.select({ n: count() }).from(trips))[0]?.n;
    const textsBefore = (await t.database.db.select({ n: count() }).from(smsMessages))[0]?.n;
    for (const [what, overrides, message] of cases) {
      const res = await api({
        method: "POST",
        url: "/api/deliveries",
        payload: deliveryBody(key, overrides),
      });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().message, what).toBe(message);
    }
    expect((await t.database.db.select({ n: count() }).from(trips))[0]?.n).toBe(tripsBefore);
    expect((await t.database.db.select({ n: count() }).from(smsMessages))[0]?.n).toBe(textsBefore);
    expect(await t.database.db.select().from(deliveries).where(eq(deliveries.senderId, user.id))).toEqual([]);
    // Both uploads are still unused, their owners' to book with.
    const unused = await t.database.db.select().from(parcelPhotos).where(eq(parcelPhotos.key, key));
    expect(unused[0]?.deliveryId).toBeNull();
    const others = await t.database.db.select().from(parcelPhotos).where(eq(parcelPhotos.key, otherKey));
    expect(others[0]?.deliveryId).toBeNull();
    // With the same photo, a good booking still goes through.
    const good = await api({ method: "POST", url: "/api/deliveries", payload: deliveryBody(key) });
    expect(good.statusCode, good.body).toBe(201);
  });
});
