import { DELIVERY_MESSAGES, SAFETY_MESSAGES, TRIP_SHARE_MINUTES_AFTER } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { deliveries, type Ride, rides, type User } from "../src/db/schema/index.ts";
import { asDeliveryChange } from "../src/modules/deliveries/transition.ts";
import { findRide } from "../src/modules/rides/repo.ts";
import { asRideChange } from "../src/modules/rides/transition.ts";
import { shareOnNightAccept, shareOnNightDeliveryAccept } from "../src/modules/safety/night-share.ts";
import { NOT_YOUR_DELIVERY } from "../src/modules/safety/share.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, deliveryRow, moveDelivery } from "./helpers/deliveries.ts";
import { type FakeAfricasTalking, startFakeAfricasTalking } from "./helpers/fake-africastalking.ts";
import { png } from "./helpers/images.ts";
import { multipart } from "./helpers/multipart.ts";
import {
  book,
  eventually,
  MANUAL_DISPATCH,
  north,
  onlineDriver,
  ownArea,
  placeDriver,
  redisEnv,
  type SignedIn,
  testRedisUrl,
} from "./helpers/rides.ts";
import { client, createUser, signedIn } from "./helpers/users.ts";

/**
 * Sharing a ride (docs/api-safety.md): its rider gets a link while a driver comes or drives; the link shows the
 * ride to anyone without an account, with nothing personal but first names, and dies a while after the ride ends
 * or at once when it is cancelled; the trusted contacts are texted it once, on request or at night.
 */

let t: TestApp;
let fake: FakeAfricasTalking;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  t = await createTestApp({
    ...MANUAL_DISPATCH,
    AT_BASE_URL: `${fake.url}/`,
    AT_API_KEY: fake.apiKey,
    AT_USERNAME: fake.username,
    SMS_FROM: "CampusGo",
    PUBLIC_URL: "https://campusgo.example",
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let numbers = 0;
const phone = () =>
  `+2348150${String(Date.now() % 1e3).padStart(3, "0")}${String(numbers++ % 1000).padStart(3, "0")}`;

interface Going {
  ride: Ride;
  rider: SignedIn;
  riderUser: User;
  driver: SignedIn;
  driverUser: User;
  pin: string;
  area: ReturnType<typeof ownArea>;
}

/** A ride a driver offered on and its rider accepted: the driver is on the way. */
async function acceptedRide(
  riderName = { firstName: "Ada", lastName: "Okonkwo-Secret" },
  on: TestApp = t,
): Promise<Going> {
  const area = ownArea();
  const driver = await onlineDriver(on, area.pickup);
  const riderUser = await createUser(on, {
    ...riderName,
    fullName: `${riderName.firstName} ${riderName.lastName}`,
  });
  const rider = await signedIn(on, riderUser);
  const booked = await book(rider, { pickup: area.pickup, destination: area.destination });
  const offer = await driver.api({ method: "POST", url: `/api/rides/${booked.id}/offers`, payload: {} });
  expect(offer.statusCode, offer.body).toBe(201);
  const accepted = await rider({ method: "POST", url: `/api/offers/${offer.json().data.id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const ride = await findRide(on.database.db, booked.id);
  if (!ride) throw new Error("no ride");
  return {
    ride,
    rider,
    riderUser,
    driver: driver.api,
    driverUser: driver.user,
    pin: accepted.json().data.pin,
    area,
  };
}

const share = (api: SignedIn, rideId: string, payload: Record<string, unknown> = {}) =>
  api({ method: "POST", url: `/api/rides/${rideId}/share`, payload });

const tokenOf = (url: string) => url.split("/track/")[1] ?? "";
const track = (token: string) => client(t)({ method: "GET", url: `/api/track/${token}` });

async function addContacts(api: SignedIn, count: number): Promise<string[]> {
  const phones: string[] = [];
  for (let i = 0; i < count; i++) {
    const p = phone();
    const res = await api({
      method: "POST",
      url: "/api/me/trusted-contacts",
      payload: { name: `Friend ${i}`, phone: p },
    });
    expect(res.statusCode, res.body).toBe(201);
    phones.push(p);
  }
  return phones;
}

/** The texts the gateway got for a link. */
const textsWith = (url: string) => fake.requests.filter((r) => r.form.message?.includes(url));

describe("share my trip", () => {
  it("gives the rider a link that shows the ride and nothing personal", async () => {
    const going = await acceptedRide();
    const res = await share(going.rider, going.ride.id);
    expect(res.statusCode, res.body).toBe(200);
    const { url, textedAt } = res.json().data;
    expect(url).toMatch(/^https:\/\/campusgo\.example\/track\/[A-Za-z0-9_-]{43}$/);
    expect(textedAt).toBeNull();
    // Asked again: the same link.
    expect((await share(going.rider, going.ride.id)).json().data.url).toBe(url);

    const seen = await track(tokenOf(url));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers["cache-control"]).toBe("no-store");
    const view = seen.json().data;
    const [driverRow] = await t.database.db.select().from(rides).where(eq(rides.id, going.ride.id));
    expect(view).toMatchObject({
      kind: "ride",
      status: "accepted",
      riderFirstName: "Ada",
      pickup: { name: going.ride.pickupName },
      destination: { name: going.ride.destName },
      driver: { firstName: "Test", photoUrl: null, vehicle: { type: "Keke", color: "Yellow" } },
      linkExpiresAt: null,
    });
    expect(view.driver.vehicle.plateNumber).toMatch(/^ENU-/);
    expect(view.position).toMatchObject({ lat: expect.any(Number), lon: expect.any(Number) });
    expect(Object.keys(view).sort()).toEqual(
      [
        "destination",
        "driver",
        "endedAt",
        "kind",
        "linkExpiresAt",
        "pickup",
        "position",
        "riderFirstName",
        "status",
        "statusLine",
      ].sort(),
    );
    const body = seen.body;
    for (const secret of [
      "Okonkwo-Secret",
      going.riderUser.email,
      going.riderUser.phoneNumber ?? "none",
      going.driverUser.email,
      going.driverUser.phoneNumber ?? "none",
      going.driverUser.fullName,
      going.pin,
      going.ride.id,
      going.riderUser.id,
      going.driverUser.id,
    ]) {
      expect(body).not.toContain(secret);
    }
    expect(driverRow).toBeDefined();

    // The page at the link: the ride variant, the driver and plate large, the status.
    const page = await client(t)({ method: "GET", url: `/track/${tokenOf(url)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Ada is on a ride");
    expect(page.body).toContain(view.driver.vehicle.plateNumber);
    expect(page.body).toContain("The driver is on the way to the pickup");
    expect(page.body).not.toContain("Okonkwo-Secret");
  });

  it("is the ride's rider's alone, and only while the ride is under way", async () => {
    const going = await acceptedRide();
    const stranger = await signedIn(t, await createUser(t));
    const other = await share(stranger, going.ride.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(SAFETY_MESSAGES.rideNotFound);
    const byDriver = await share(going.driver, going.ride.id);
    expect(byDriver.statusCode).toBe(403);
    expect(
      (await client(t)({ method: "POST", url: `/api/rides/${going.ride.id}/share`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await share(going.rider, "not-a-uuid")).statusCode).toBe(404);

    const waiting = await signedIn(t, await createUser(t));
    const searching = await book(waiting, ownArea());
    const early = await share(waiting, searching.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SAFETY_MESSAGES.notUnderWay);
  });

  it("texts the trusted contacts the link once, with the rider's first name", async () => {
    const going = await acceptedRide({ firstName: "Zainab", lastName: "Hidden" });
    const none = await share(going.rider, going.ride.id, { notify: true });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(SAFETY_MESSAGES.noContacts);

    const phones = await addContacts(going.rider, 2);
    const sent = await share(going.rider, going.ride.id, { notify: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: SAFETY_MESSAGES.texted, data: { textedCount: 2 } });
    const { url } = sent.json().data;
    const texts = await eventually(async () => {
      const got = textsWith(url);
      return got.length >= 2 ? got : undefined;
    });
    expect(texts.map((r) => r.form.to).sort()).toEqual([...phones].sort());
    for (const r of texts) {
      expect(r.authorized).toBe(true);
      expect(r.form.message).toContain("Zainab");
      expect(r.form.message).not.toContain("Hidden");
    }

    const again = await share(going.rider, going.ride.id, { notify: true });
    expect(again.json()).toMatchObject({ message: SAFETY_MESSAGES.alreadyTexted, data: { textedCount: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsWith(url)).toHaveLength(2);
  });

  it("keeps working until a while after the ride ends, then answers 410", async () => {
    const going = await acceptedRide();
    const { url } = (await share(going.rider, going.ride.id)).json().data;
    const step = async (name: string, payload?: unknown) => {
      const res = await going.driver({
        method: "POST",
        url: `/api/rides/${going.ride.id}/${name}`,
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    };
    await step("arrive");
    await step("start", { pin: going.pin });
    expect((await track(tokenOf(url))).json().data.status).toBe("in_progress");
    await placeDriver(t, going.driverUser.id, going.area.destination, 1, false);
    await step("complete");
    const ended = (await track(tokenOf(url))).json().data;
    expect(ended).toMatchObject({ status: "completed", position: null, statusLine: "The ride has ended" });
    expect(Date.parse(ended.linkExpiresAt) - Date.parse(ended.endedAt)).toBe(
      TRIP_SHARE_MINUTES_AFTER * 60_000,
    );
    // Sharing a ride that ended is refused.
    expect((await share(going.rider, going.ride.id)).statusCode).toBe(409);

    const longAgo = new Date(Date.now() - (TRIP_SHARE_MINUTES_AFTER + 1) * 60_000);
    await t.database.db.update(rides).set({ completedAt: longAgo }).where(eq(rides.id, going.ride.id));
    const gone = await track(tokenOf(url));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(SAFETY_MESSAGES.linkGone);
    const page = await client(t)({ method: "GET", url: `/track/${tokenOf(url)}` });
    expect(page.statusCode).toBe(410);
  });

  it("dies at once when the ride is cancelled", async () => {
    const going = await acceptedRide();
    const { url } = (await share(going.rider, going.ride.id)).json().data;
    expect((await track(tokenOf(url))).statusCode).toBe(200);
    const cancelled = await going.rider({
      method: "POST",
      url: `/api/rides/${going.ride.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = await track(tokenOf(url));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(SAFETY_MESSAGES.linkGone);
  });

  it("shows the driver's picture at the link while it works, and nowhere else", async () => {
    const going = await acceptedRide();
    const upload = await going.driver({
      method: "POST",
      url: "/api/users/me/avatar",
      ...(await multipart({}, [{ field: "avatar", data: await png(), type: "image/png" }])),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { url } = (await share(going.rider, going.ride.id)).json().data;
    const token = tokenOf(url);
    const { photoUrl } = (await track(token)).json().data.driver;
    expect(photoUrl).toBe(`/api/track/${token}/photo`);
    const photo = await client(t)({ method: "GET", url: photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toMatch(/^image\//);
    expect(photo.headers["cache-control"]).toBe("no-store");
    expect(photo.headers["x-robots-tag"]).toBe("noindex");
    expect((await client(t)({ method: "GET", url: `/api/track/${"B".repeat(43)}/photo` })).statusCode).toBe(
      404,
    );

    await going.rider({
      method: "POST",
      url: `/api/rides/${going.ride.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    const gone = await client(t)({ method: "GET", url: photoUrl });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SAFETY_MESSAGES.linkNotFound);
  });

  it("answers 404 for a link that names nothing", async () => {
    expect((await track("A".repeat(43))).statusCode).toBe(404);
    expect((await track("short")).statusCode).toBe(404);
  });
});

describe("the night text", () => {
  /** 22:30 and 14:00 in Lagos (UTC+1). */
  const NIGHT = new Date("2031-03-04T21:30:00Z");
  const DAY = new Date("2031-03-04T13:00:00Z");

  const changeOf = (ride: Ride, at: Date) =>
    asRideChange({
      eventId: crypto.randomUUID(),
      kind: "ride",
      tripId: ride.id,
      event: "accept",
      from: "searching",
      to: "accepted",
      actor: "rider",
      actorId: ride.riderId,
      payload: {},
      at,
      trip: ride,
    });

  const nightOn = (api: SignedIn, on: boolean) =>
    api({ method: "PUT", url: "/api/me/trusted-contacts/settings", payload: { nightAutoShare: on } });

  it("texts the contacts of a rider who asked for it once, however often the subscriber runs", async () => {
    const going = await acceptedRide();
    const phones = await addContacts(going.rider, 3);
    expect((await nightOn(going.rider, true)).statusCode).toBe(200);
    const change = changeOf(going.ride, NIGHT);
    await Promise.all([
      shareOnNightAccept(t.app.safetyDeps, change),
      shareOnNightAccept(t.app.safetyDeps, change),
    ]);
    await shareOnNightAccept(t.app.safetyDeps, change);
    const { url, textedAt } = (await share(going.rider, going.ride.id)).json().data;
    expect(textedAt).not.toBeNull();
    const texts = await eventually(async () => {
      const got = textsWith(url);
      return got.length >= 3 ? got : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsWith(url)).toHaveLength(3);
    expect(texts.map((r) => r.form.to).sort()).toEqual([...phones].sort());
  });

  it("texts nobody by day, or when the setting is off", async () => {
    const byDay = await acceptedRide();
    await addContacts(byDay.rider, 1);
    await nightOn(byDay.rider, true);
    await shareOnNightAccept(t.app.safetyDeps, changeOf(byDay.ride, DAY));
    expect((await share(byDay.rider, byDay.ride.id)).json().data.textedAt).toBeNull();

    const off = await acceptedRide();
    await addContacts(off.rider, 1);
    await shareOnNightAccept(t.app.safetyDeps, changeOf(off.ride, NIGHT));
    expect((await share(off.rider, off.ride.id)).json().data.textedAt).toBeNull();
  });
});

/** A small delivery whose sender accepted a keke driver's price: the driver is on the way to the pickup. */
async function acceptedDelivery(senderName = { firstName: "Chioma", lastName: "Hidden-Surname" }) {
  const area = ownArea();
  const driver = await onlineDriver(t, north(area.pickup, 300), "Keke");
  const senderUser = await createUser(t, {
    ...senderName,
    fullName: `${senderName.firstName} ${senderName.lastName}`,
  });
  const sender = await signedIn(t, senderUser);
  const delivery = await bookDelivery(sender, {
    pickup: area.pickup,
    dropoff: area.destination,
    size: "small",
  });
  const made = await driver.api({
    method: "POST",
    url: `/api/deliveries/${delivery.id}/offers`,
    payload: {},
  });
  expect(made.statusCode, made.body).toBe(201);
  const accept = await sender({
    method: "POST",
    url: `/api/deliveries/offers/${made.json().data.id}/accept`,
  });
  expect(accept.statusCode, accept.body).toBe(200);
  return {
    id: delivery.id as string,
    recipientUrl: (await sender({ method: "GET", url: `/api/deliveries/${delivery.id}` })).json().data
      .shareUrl as string,
    sender,
    senderUser,
    driver: driver.api,
    driverUser: driver.user,
    area,
  };
}

const shareDelivery = (api: SignedIn, id: string, payload: Record<string, unknown> = {}) =>
  api({ method: "POST", url: `/api/deliveries/${id}/share`, payload });

describe("share my delivery", () => {
  it("gives the sender a link of its own that shows the delivery and nothing personal", async () => {
    const d = await acceptedDelivery();
    const res = await shareDelivery(d.sender, d.id);
    expect(res.statusCode, res.body).toBe(200);
    const { url, textedAt } = res.json().data;
    expect(url).toMatch(/^https:\/\/campusgo\.example\/track\/[A-Za-z0-9_-]{43}$/);
    expect(textedAt).toBeNull();
    // Not the recipient's link, and the same one asked again.
    expect(d.recipientUrl).toMatch(/\/track\//);
    expect(url).not.toBe(d.recipientUrl);
    expect((await shareDelivery(d.sender, d.id)).json().data.url).toBe(url);

    const seen = await track(tokenOf(url));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers["cache-control"]).toBe("no-store");
    const view = seen.json().data;
    expect(view).toMatchObject({
      status: "accepted",
      pickup: { name: d.area.pickup.name },
      dropoff: { name: d.area.destination.name },
      driver: { firstName: "Test", vehicle: { type: "Keke", color: "Yellow" } },
      linkExpiresAt: null,
    });
    expect(view.driver.vehicle.plateNumber).toMatch(/^ENU-/);
    for (const secret of [
      "Hidden-Surname",
      d.senderUser.email,
      d.senderUser.phoneNumber ?? "none",
      d.driverUser.email,
      d.driverUser.phoneNumber ?? "none",
      d.driverUser.fullName,
      d.id,
      d.senderUser.id,
      d.driverUser.id,
    ]) {
      expect(seen.body).not.toContain(secret);
    }
    const page = await client(t)({ method: "GET", url: `/track/${tokenOf(url)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(view.driver.vehicle.plateNumber);
    expect(page.body).not.toContain("Hidden-Surname");
  });

  it("is the delivery's sender's alone, and only while a driver has it", async () => {
    const d = await acceptedDelivery();
    const stranger = await signedIn(t, await createUser(t));
    const other = await shareDelivery(stranger, d.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(DELIVERY_MESSAGES.deliveryNotFound);
    const byDriver = await shareDelivery(d.driver, d.id);
    expect(byDriver.statusCode).toBe(403);
    expect(byDriver.json().message).toBe(NOT_YOUR_DELIVERY);
    expect(
      (await client(t)({ method: "POST", url: `/api/deliveries/${d.id}/share`, payload: {} })).statusCode,
    ).toBe(401);
    expect((await shareDelivery(d.sender, "not-a-uuid")).statusCode).toBe(404);

    const waiting = await signedIn(t, await createUser(t));
    const far = ownArea();
    const searching = await bookDelivery(waiting, { pickup: far.pickup, dropoff: far.destination });
    const early = await shareDelivery(waiting, searching.id);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().message).toBe(SAFETY_MESSAGES.notUnderWay);
  });

  it("texts the sender's trusted contacts the link once", async () => {
    const d = await acceptedDelivery({ firstName: "Amaka", lastName: "Unseen" });
    const none = await shareDelivery(d.sender, d.id, { notify: true });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(SAFETY_MESSAGES.noContacts);
    const phones = await addContacts(d.sender, 2);
    const [first, second] = await Promise.all([
      shareDelivery(d.sender, d.id, { notify: true }),
      shareDelivery(d.sender, d.id, { notify: true }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect((first?.json().data.textedCount ?? 0) + (second?.json().data.textedCount ?? 0)).toBe(2);
    const { url } = first?.json().data ?? {};
    const texts = await eventually(async () => {
      const got = textsWith(url);
      return got.length >= 2 ? got : undefined;
    });
    expect(texts.map((r) => r.form.to).sort()).toEqual([...phones].sort());
    for (const r of texts) {
      expect(r.form.message).toContain("Amaka is sharing a delivery");
      expect(r.form.message).not.toContain("Unseen");
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsWith(url)).toHaveLength(2);
  });

  it("dies a while after the delivery ends while the recipient's link lives on, and at once on a cancel", async () => {
    const d = await acceptedDelivery();
    const { url } = (await shareDelivery(d.sender, d.id)).json().data;
    await moveDelivery(t, d.id, d.driverUser, ["arrive_pickup", "pick_up", "arrive_dropoff", "deliver"]);
    const ended = await track(tokenOf(url));
    expect(ended.statusCode, ended.body).toBe(200);
    const endedAt = (await deliveryRow(t, d.id)).endedAt;
    expect(ended.json().data).toMatchObject({ status: "delivered", position: null });
    expect(Date.parse(ended.json().data.linkExpiresAt) - (endedAt?.getTime() ?? 0)).toBe(
      TRIP_SHARE_MINUTES_AFTER * 60_000,
    );
    // Sharing a delivery that ended is refused.
    expect((await shareDelivery(d.sender, d.id)).statusCode).toBe(409);

    const longAgo = new Date(Date.now() - (TRIP_SHARE_MINUTES_AFTER + 1) * 60_000);
    await t.database.db.update(deliveries).set({ endedAt: longAgo }).where(eq(deliveries.id, d.id));
    const gone = await track(tokenOf(url));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(SAFETY_MESSAGES.linkGone);
    expect((await client(t)({ method: "GET", url: `/track/${tokenOf(url)}` })).statusCode).toBe(410);
    // The recipient's link keeps its own day.
    expect((await track(tokenOf(d.recipientUrl))).statusCode).toBe(200);

    const cancelled = await acceptedDelivery();
    const link = (await shareDelivery(cancelled.sender, cancelled.id)).json().data.url;
    expect((await track(tokenOf(link))).statusCode).toBe(200);
    const cancel = await cancelled.sender({
      method: "POST",
      url: `/api/deliveries/${cancelled.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await track(tokenOf(link))).statusCode).toBe(410);
  });
});

describe("a shared delivery's driver picture", () => {
  it("shows at the sender's shared link while it works, as a ride's, and never at the recipient's", async () => {
    const d = await acceptedDelivery();
    const upload = await d.driver({
      method: "POST",
      url: "/api/users/me/avatar",
      ...(await multipart({}, [{ field: "avatar", data: await png(), type: "image/png" }])),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const token = tokenOf((await shareDelivery(d.sender, d.id)).json().data.url);
    const { photoUrl } = (await track(token)).json().data.driver;
    expect(photoUrl).toBe(`/api/track/${token}/photo`);
    const photo = await client(t)({ method: "GET", url: photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toMatch(/^image\//);
    expect(photo.headers["cache-control"]).toBe("no-store");
    // The page at the link draws it, and its policy lets this server's pictures in.
    const page = await client(t)({ method: "GET", url: `/track/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<img class="face" src="${photoUrl}"`);
    expect(page.headers["content-security-policy"]).toContain("img-src data: 'self'");

    // The recipient's page stays small: no picture in its view, none through its link.
    const recipientToken = tokenOf(d.recipientUrl);
    const recipients = (await track(recipientToken)).json().data;
    expect(recipients.driver).not.toHaveProperty("photoUrl");
    const recipientPage = await client(t)({ method: "GET", url: `/track/${recipientToken}` });
    expect(recipientPage.body).not.toContain('class="face"');
    expect(recipientPage.headers["content-security-policy"]).toContain("img-src data:;");
    const viaRecipient = await client(t)({ method: "GET", url: `/api/track/${recipientToken}/photo` });
    expect(viaRecipient.statusCode).toBe(404);

    const cancelled = await d.sender({
      method: "POST",
      url: `/api/deliveries/${d.id}/cancel`,
      payload: { reason: "Other reasons" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = await client(t)({ method: "GET", url: photoUrl });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(SAFETY_MESSAGES.linkNotFound);
  });
});

describe("the night text of a delivery", () => {
  /** 22:30 and 14:00 in Lagos (UTC+1). */
  const NIGHT = new Date("2031-03-04T21:30:00Z");
  const DAY = new Date("2031-03-04T13:00:00Z");

  async function changeOf(id: string, at: Date) {
    const delivery = await deliveryRow(t, id);
    return asDeliveryChange({
      eventId: crypto.randomUUID(),
      kind: "delivery",
      tripId: id,
      event: "accept",
      from: "searching",
      to: "accepted",
      actor: "sender",
      actorId: delivery.senderId,
      payload: {},
      at,
      trip: delivery,
    });
  }

  const nightOn = (api: SignedIn) =>
    api({ method: "PUT", url: "/api/me/trusted-contacts/settings", payload: { nightAutoShare: true } });

  it("texts the sender's contacts once, however often the subscriber runs", async () => {
    const d = await acceptedDelivery();
    const phones = await addContacts(d.sender, 2);
    expect((await nightOn(d.sender)).statusCode).toBe(200);
    const change = await changeOf(d.id, NIGHT);
    await Promise.all([
      shareOnNightDeliveryAccept(t.app.safetyDeps, change),
      shareOnNightDeliveryAccept(t.app.safetyDeps, change),
    ]);
    await shareOnNightDeliveryAccept(t.app.safetyDeps, change);
    const { url, textedAt } = (await shareDelivery(d.sender, d.id)).json().data;
    expect(textedAt).not.toBeNull();
    const texts = await eventually(async () => {
      const got = textsWith(url);
      return got.length >= 2 ? got : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsWith(url)).toHaveLength(2);
    expect(texts.map((r) => r.form.to).sort()).toEqual([...phones].sort());
  });

  it("texts nobody by day", async () => {
    const d = await acceptedDelivery();
    await addContacts(d.sender, 1);
    await nightOn(d.sender);
    await shareOnNightDeliveryAccept(t.app.safetyDeps, await changeOf(d.id, DAY));
    expect((await shareDelivery(d.sender, d.id)).json().data.textedAt).toBeNull();
  });
});

const clustered = Boolean(process.env.DATABASE_URL && testRedisUrl);

describe.skipIf(!clustered)("two API instances (skipped without DATABASE_URL and REDIS_URL)", () => {
  it("shows the link made on one instance on the other, texts the contacts once, and ends it on both", async () => {
    const a = await createTestApp({
      ...MANUAL_DISPATCH,
      ...redisEnv(),
      AT_BASE_URL: `${fake.url}/`,
      AT_API_KEY: fake.apiKey,
      AT_USERNAME: fake.username,
      SMS_FROM: "CampusGo",
      PUBLIC_URL: "https://campusgo.example",
    });
    const b = await buildApp({ config: a.config, database: a.database });
    try {
      await b.ready();
      const onB = (options: InjectOptions, api?: SignedIn) =>
        b.inject({
          ...options,
          headers: {
            "x-campusgo-csrf": "1",
            ...(api ? { cookie: `cg_session=${api.cookies.get("cg_session")}` } : {}),
          },
        });
      const going = await acceptedRide(undefined, a);
      const made = await going.rider({
        method: "POST",
        url: `/api/rides/${going.ride.id}/share`,
        payload: {},
      });
      expect(made.statusCode, made.body).toBe(200);
      const { url } = made.json().data;
      // The driver's position, sent to A, shows at the link read through B.
      await placeDriver(a, going.driverUser.id, north(going.area.pickup, 200), 1, false);
      const seen = await onB({ method: "GET", url: `/api/track/${tokenOf(url)}` });
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data).toMatchObject({ kind: "ride", status: "accepted", riderFirstName: "Ada" });
      expect(seen.json().data.position.lat).toBeCloseTo(north(going.area.pickup, 200).lat, 5);

      // Asked on both at once: the contacts are texted once.
      await addContacts(going.rider, 1);
      const [onA, viaB] = await Promise.all([
        going.rider({ method: "POST", url: `/api/rides/${going.ride.id}/share`, payload: { notify: true } }),
        onB(
          { method: "POST", url: `/api/rides/${going.ride.id}/share`, payload: { notify: true } },
          going.rider,
        ),
      ]);
      expect([onA.statusCode, viaB.statusCode]).toEqual([200, 200]);
      expect(onA.json().data.url).toBe(url);
      expect(viaB.json().data.url).toBe(url);
      expect(onA.json().data.textedCount + viaB.json().data.textedCount).toBe(1);
      await eventually(async () => (textsWith(url).length >= 1 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(textsWith(url)).toHaveLength(1);

      // Cancelled through B: dead on A and on B.
      const cancelled = await onB(
        { method: "POST", url: `/api/rides/${going.ride.id}/cancel`, payload: { reason: "Other reasons" } },
        going.rider,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await client(a)({ method: "GET", url: `/api/track/${tokenOf(url)}` })).statusCode).toBe(410);
      expect((await onB({ method: "GET", url: `/api/track/${tokenOf(url)}` })).statusCode).toBe(410);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
