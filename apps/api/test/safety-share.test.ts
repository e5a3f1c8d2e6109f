import { SAFETY_MESSAGES, TRIP_SHARE_MINUTES_AFTER } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Ride, rides, type User } from "../src/db/schema/index.ts";
import { findRide } from "../src/modules/rides/repo.ts";
import { asRideChange } from "../src/modules/rides/transition.ts";
import { shareOnNightAccept } from "../src/modules/safety/night-share.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type FakeAfricasTalking, startFakeAfricasTalking } from "./helpers/fake-africastalking.ts";
import { png } from "./helpers/images.ts";
import { multipart } from "./helpers/multipart.ts";
import {
  book,
  eventually,
  MANUAL_DISPATCH,
  onlineDriver,
  ownArea,
  placeDriver,
  type SignedIn,
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
async function acceptedRide(riderName = { firstName: "Ada", lastName: "Okonkwo-Secret" }): Promise<Going> {
  const area = ownArea();
  const driver = await onlineDriver(t, area.pickup);
  const riderUser = await createUser(t, {
    ...riderName,
    fullName: `${riderName.firstName} ${riderName.lastName}`,
  });
  const rider = await signedIn(t, riderUser);
  const booked = await book(rider, { pickup: area.pickup, destination: area.destination });
  const offer = await driver.api({ method: "POST", url: `/api/rides/${booked.id}/offers`, payload: {} });
  expect(offer.statusCode, offer.body).toBe(201);
  const accepted = await rider({ method: "POST", url: `/api/offers/${offer.json().data.id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const ride = await findRide(t.database.db, booked.id);
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
