import { type LineInput, type RideTypeId, rideTypeForVehicle, SOS_MESSAGES } from "@campusgo/domain";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import {
  auditLog,
  driverProfiles,
  smsMessages,
  sosAlerts,
  sosOutbox,
  tripShares,
  type User,
} from "../src/db/schema/index.ts";
import { findRide } from "../src/modules/rides/repo.ts";
import { recordSos, sosTripOf } from "../src/modules/sos/service.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, namedDriver } from "./helpers/deliveries.ts";
import { type FakeAfricasTalking, startFakeAfricasTalking } from "./helpers/fake-africastalking.ts";
import { fundWallet } from "./helpers/payments.ts";
import {
  book,
  collect,
  connect,
  eventually,
  listen,
  MANUAL_DISPATCH,
  nextEvent,
  north,
  onlineDriver,
  ownArea,
  redisEnv,
  type SignedIn,
  testRedisUrl,
} from "./helpers/rides.ts";
import { type SmtpReceiver, startSmtpReceiver } from "./helpers/smtp.ts";
import { createUser, signedIn, TEST_PASSWORD } from "./helpers/users.ts";

/**
 * SOS (docs/api-safety.md, decision 33): raised on a trip under way by either side, one open per person per
 * trip; only its raiser says they are safe, an admin resolves it; admins hear it on every instance; the raiser's
 * trusted contacts get a text and an e-mail with the trip's link, written in the SOS's transaction so a process
 * that dies after the commit loses none; practice alerts nobody.
 */

let t: TestApp;
let fake: FakeAfricasTalking;
let smtp: SmtpReceiver;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    ...MANUAL_DISPATCH,
    AT_BASE_URL: `${fake.url}/`,
    AT_API_KEY: fake.apiKey,
    AT_USERNAME: fake.username,
    SMS_FROM: "CampusGo",
    SMTP_URL: smtp.url,
    PUBLIC_URL: "https://campusgo.example",
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await smtp?.close();
});

let numbers = 0;
const phone = () =>
  `+2348160${String(Date.now() % 1e3).padStart(3, "0")}${String(numbers++ % 1000).padStart(3, "0")}`;

interface Going {
  rideId: string;
  rider: SignedIn;
  riderUser: User;
  driver: SignedIn;
  driverUser: User;
}

/** A ride its rider accepted a driver's offer on: the driver is on the way. */
async function acceptedRide(): Promise<Going> {
  const area = ownArea();
  const driver = await onlineDriver(t, area.pickup);
  const riderUser = await createUser(t, { firstName: "Ada", fullName: "Ada Okafor" });
  const rider = await signedIn(t, riderUser);
  const booked = await book(rider, { pickup: area.pickup, destination: area.destination });
  const offer = await driver.api({ method: "POST", url: `/api/rides/${booked.id}/offers`, payload: {} });
  expect(offer.statusCode, offer.body).toBe(201);
  const accepted = await rider({ method: "POST", url: `/api/offers/${offer.json().data.id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { rideId: booked.id, rider, riderUser, driver: driver.api, driverUser: driver.user };
}

/** A small delivery whose sender accepted a keke driver's price. */
async function acceptedDelivery() {
  const { pickup: from, destination } = ownArea();
  const driver = await onlineDriver(t, north(from, 300), "Keke");
  const senderUser = await createUser(t);
  const sender = await signedIn(t, senderUser);
  const delivery = await bookDelivery(sender, { pickup: from, dropoff: destination, size: "small" });
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
  return { id: delivery.id as string, sender, senderUser, driver: driver.api, driverUser: driver.user };
}

const raise = (api: SignedIn, kind: string, tripId: string, extra: Record<string, unknown> = {}) =>
  api({ method: "POST", url: "/api/sos", payload: { kind, tripId, ...extra } });

async function addContact(api: SignedIn, email?: string): Promise<string> {
  const p = phone();
  const res = await api({
    method: "POST",
    url: "/api/me/trusted-contacts",
    payload: { name: "Friend", phone: p, ...(email ? { email } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return p;
}

const sosRowsOf = (userId: string) =>
  t.database.db.select().from(sosAlerts).where(eq(sosAlerts.raisedBy, userId));

async function admin(): Promise<{ api: SignedIn; user: User }> {
  const user = await createUser(t, { role: "admin" });
  return { api: await signedIn(t, user), user };
}

describe("who may raise an SOS", () => {
  it("lets the rider and the driver of a ride under way each raise their own, and nobody else", async () => {
    const going = await acceptedRide();
    const byRider = await raise(going.rider, "ride", going.rideId, { position: { lat: 6.86, lon: 7.41 } });
    expect(byRider.statusCode, byRider.body).toBe(201);
    expect(byRider.json()).toMatchObject({
      message: SOS_MESSAGES.raised,
      data: { status: "open", practice: false, adminsAlerted: true, position: { lat: 6.86, lon: 7.41 } },
    });
    expect(byRider.json().data.emergencyNumbers.map((n: { number: string }) => n.number)).toContain("112");
    const byDriver = await raise(going.driver, "ride", going.rideId);
    expect(byDriver.statusCode, byDriver.body).toBe(201);
    expect(byDriver.json().data.id).not.toBe(byRider.json().data.id);
    const [rows] = await Promise.all([sosRowsOf(going.driverUser.id)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: "driver", tripKind: "ride", positionSource: "driver" });

    const stranger = await signedIn(t, await createUser(t));
    const refused = await raise(stranger, "ride", going.rideId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SOS_MESSAGES.tripNotFound);
    const unknown = await raise(going.rider, "ride", "0190a000-0000-7000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    // A ride id named as a delivery is no trip of the caller's either.
    expect((await raise(going.rider, "delivery", going.rideId)).statusCode).toBe(404);
  });

  it("lets the sender and the driver of a delivery under way raise one, not a stranger", async () => {
    const d = await acceptedDelivery();
    await addContact(d.sender);
    const bySender = await raise(d.sender, "delivery", d.id);
    expect(bySender.statusCode, bySender.body).toBe(201);
    // The sender's contacts get the delivery's shared link ("Share my trip"), not the recipient's.
    const [text] = await t.database.db
      .select()
      .from(sosOutbox)
      .where(eq(sosOutbox.sosId, bySender.json().data.id));
    expect(text?.text).toMatch(
      /about a CampusGo delivery .* https:\/\/campusgo\.example\/track\/[A-Za-z0-9_-]{43}$/,
    );
    const shared = await d.sender({ method: "POST", url: `/api/deliveries/${d.id}/share`, payload: {} });
    const link = shared.json().data.url as string;
    expect(text?.text.endsWith(link)).toBe(true);
    const recipients = await d.sender({ method: "GET", url: `/api/deliveries/${d.id}` });
    expect(link).not.toBe(recipients.json().data.shareUrl);
    const byDriver = await raise(d.driver, "delivery", d.id);
    expect(byDriver.statusCode, byDriver.body).toBe(201);
    expect((await sosRowsOf(d.senderUser.id))[0]).toMatchObject({ role: "sender", tripKind: "delivery" });
    const stranger = await signedIn(t, await createUser(t));
    expect((await raise(stranger, "delivery", d.id)).statusCode).toBe(404);
  });

  it("refuses a trip no driver has yet, with a message and nothing stored", async () => {
    const riderUser = await createUser(t);
    const rider = await signedIn(t, riderUser);
    const area = ownArea();
    const booked = await book(rider, { pickup: area.pickup, destination: area.destination });
    const res = await raise(rider, "ride", booked.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SOS_MESSAGES.notUnderWay);
    expect(await sosRowsOf(riderUser.id)).toHaveLength(0);
  });

  it("refuses bad input with a message", async () => {
    const { rider } = await acceptedRide();
    const noTrip = await rider({ method: "POST", url: "/api/sos", payload: {} });
    expect(noTrip.statusCode).toBe(400);
    const badPlace = await rider({
      method: "POST",
      url: "/api/sos",
      payload: {
        kind: "ride",
        tripId: "0190a000-0000-7000-8000-000000000000",
        position: { lat: 91, lon: 0 },
      },
    });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.body).toContain(SOS_MESSAGES.position);
  });
});

describe("closing an SOS", () => {
  it("lets only its raiser say they are safe: the other side cannot see or close it", async () => {
    const going = await acceptedRide();
    const { id } = (await raise(going.rider, "ride", going.rideId)).json().data;
    // The driver (the other party) gets what a stranger gets: nothing to see, nothing to close.
    expect((await going.driver({ method: "POST", url: `/api/sos/${id}/safe` })).statusCode).toBe(404);
    expect((await going.driver({ method: "GET", url: `/api/sos/${id}` })).statusCode).toBe(404);
    const stranger = await signedIn(t, await createUser(t));
    expect((await stranger({ method: "POST", url: `/api/sos/${id}/safe` })).statusCode).toBe(404);
    const [still] = await t.database.db.select().from(sosAlerts).where(eq(sosAlerts.id, id));
    expect(still?.status).toBe("open");

    const safe = await going.rider({ method: "POST", url: `/api/sos/${id}/safe` });
    expect(safe.statusCode, safe.body).toBe(200);
    expect(safe.json()).toMatchObject({ message: SOS_MESSAGES.safe, data: { status: "safe" } });
    const again = await going.rider({ method: "POST", url: `/api/sos/${id}/safe` });
    expect(again.statusCode).toBe(409);
    // Closed, a new press raises a new one.
    const next = await raise(going.rider, "ride", going.rideId);
    expect(next.statusCode).toBe(201);
    expect(next.json().data.id).not.toBe(id);
  });

  it("lets an admin resolve it with a note, audited; others are refused", async () => {
    const going = await acceptedRide();
    const { id } = (await raise(going.rider, "ride", going.rideId)).json().data;
    expect(
      (await going.driver({ method: "POST", url: `/api/admin/sos/${id}/resolve`, payload: { note: "x" } }))
        .statusCode,
    ).toBe(403);
    expect((await going.rider({ method: "GET", url: "/api/admin/sos" })).statusCode).toBe(403);
    const a = await admin();
    const listed = await a.api({ method: "GET", url: "/api/admin/sos" });
    expect(listed.statusCode).toBe(200);
    const open = listed.json().data.open.find((s: { id: string }) => s.id === id);
    expect(open).toMatchObject({
      status: "open",
      tripKind: "ride",
      tripId: going.rideId,
      raisedBy: { id: going.riderUser.id, name: "Ada Okafor", role: "rider" },
      otherParty: { id: going.driverUser.id, role: "driver" },
    });
    const empty = await a.api({
      method: "POST",
      url: `/api/admin/sos/${id}/resolve`,
      payload: { note: "  " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(SOS_MESSAGES.noteRequired);
    const done = await a.api({
      method: "POST",
      url: `/api/admin/sos/${id}/resolve`,
      payload: { note: "Called the rider: a flat tyre, she is fine" },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: "resolved",
      note: "Called the rider: a flat tyre, she is fine",
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "sos.resolve")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBe(a.user.id);
    const twice = await a.api({
      method: "POST",
      url: `/api/admin/sos/${id}/resolve`,
      payload: { note: "again" },
    });
    expect(twice.statusCode).toBe(409);
    // The raiser cannot reopen it as safe once resolved.
    expect((await going.rider({ method: "POST", url: `/api/sos/${id}/safe` })).statusCode).toBe(409);
    const history = (await a.api({ method: "GET", url: "/api/admin/sos" })).json().data;
    expect(history.open.some((s: { id: string }) => s.id === id)).toBe(false);
    expect(history.closed.some((s: { id: string }) => s.id === id)).toBe(true);
  });
});

describe("admin rights", () => {
  it("lets support and operations handle SOS, operations alone change the numbers, and refuses finance", async () => {
    const going = await acceptedRide();
    const { id } = (await raise(going.rider, "ride", going.rideId)).json().data;
    const as = async (adminRight: "support" | "finance" | "operations") =>
      signedIn(t, await createUser(t, { role: "admin", adminRight }));
    const finance = await as("finance");
    expect((await finance({ method: "GET", url: "/api/admin/sos" })).statusCode).toBe(403);
    expect(
      (await finance({ method: "POST", url: `/api/admin/sos/${id}/resolve`, payload: { note: "Looked" } }))
        .statusCode,
    ).toBe(403);
    const support = await as("support");
    expect((await support({ method: "GET", url: "/api/admin/sos" })).statusCode).toBe(200);
    const number = { label: "Campus clinic", number: "112", kind: "ambulance" };
    expect(
      (await support({ method: "POST", url: "/api/admin/emergency-numbers", payload: number })).statusCode,
    ).toBe(403);
    const operations = await as("operations");
    const added = await operations({ method: "POST", url: "/api/admin/emergency-numbers", payload: number });
    expect(added.statusCode, added.body).toBe(201);
    expect(
      (await operations({ method: "DELETE", url: `/api/admin/emergency-numbers/${added.json().data.id}` }))
        .statusCode,
    ).toBe(200);
    const resolved = await support({
      method: "POST",
      url: `/api/admin/sos/${id}/resolve`,
      payload: { note: "Called the rider, all well" },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
  });
});

describe("the admins' sockets", () => {
  it("carry an SOS to admins whose right covers it, not to finance", async () => {
    const url = await listen(t);
    const as = async (adminRight: "support" | "finance") =>
      signedIn(t, await createUser(t, { role: "admin", adminRight }));
    const support = await connect(url, await as("support"));
    const finance = await connect(url, await as("finance"));
    try {
      const heardByFinance = collect<{ sos: { id: string } }>(finance, "sos:raised");
      const going = await acceptedRide();
      const heard = nextEvent<{ sos: { id: string } }>(support, "sos:raised");
      const { id } = (await raise(going.rider, "ride", going.rideId)).json().data;
      expect((await heard).sos.id).toBe(id);
      // A message to every admin after it: finance's connection gets messages in order, so had the SOS been
      // sent to it, it would be there before this one.
      const barrier = nextEvent(finance, "sos:updated");
      t.app.hub.toAdmins("sos:updated", (await heard) as never);
      await barrier;
      expect(heardByFinance).toEqual([]);
    } finally {
      support.disconnect();
      finance.disconnect();
    }
  });
});

describe("a double tap", () => {
  it("makes one SOS of twenty raised at once, with one set of texts", async () => {
    const going = await acceptedRide();
    await addContact(going.rider);
    await addContact(going.rider, "friend-one@example.test");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => raise(going.rider, "ride", going.rideId)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(19);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(ids.size).toBe(1);
    const rows = await sosRowsOf(going.riderUser.id);
    expect(rows).toHaveLength(1);
    const outbox = await t.database.db
      .select()
      .from(sosOutbox)
      .where(inArray(sosOutbox.sosId, [...ids] as string[]));
    expect(outbox.map((o) => o.channel).sort()).toEqual(["mail", "sms", "sms"]);
  });
});

describe("the trusted contacts", () => {
  it("get a text at a server of Africa's Talking's protocol within 10 seconds of the SOS, and an e-mail, with the trip's link", async () => {
    const going = await acceptedRide();
    const first = await addContact(going.rider);
    const second = await addContact(going.rider, "mum@example.test");
    const started = Date.now();
    const res = await raise(going.rider, "ride", going.rideId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ contactsTexted: 2, contactsEmailed: 1 });
    const texts = await eventually(async () => {
      const got = fake.requests.filter(
        (r) => r.form.message?.includes("CampusGo SOS: Ada") && [first, second].includes(r.form.to ?? ""),
      );
      return got.length === 2 ? got : undefined;
    }, 15_000);
    // The requirement: texted within 10 s of the SOS (raise to the gateway receiving both).
    expect(Date.now() - started).toBeLessThan(10_000);
    const [share] = await t.database.db.select().from(tripShares).where(eq(tripShares.tripId, going.rideId));
    expect(share).toBeDefined();
    const link = texts[0]?.form.message?.match(/https:\/\/campusgo\.example\/track\/[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toBeDefined();
    // The link works: it shows the ride.
    const tracked = await t.app.inject({ method: "GET", url: `/api/track/${link?.split("/track/")[1]}` });
    expect(tracked.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes("mum@example.test"));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(mail.raw).toContain("SOS: Ada needs help");
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain(link);
  });

  it("still get them when the process dies right after the SOS is recorded", async () => {
    const going = await acceptedRide();
    const contact = await addContact(going.rider);
    const now = new Date();
    // What the request does up to its commit, and no further (the hand-over never runs).
    const trip = await sosTripOf(t.app.sosDeps, going.riderUser, "ride", going.rideId);
    const { sos } = await recordSos(t.app.sosDeps, going.riderUser, trip, null, now);
    const [pending] = await t.database.db.select().from(sosOutbox).where(eq(sosOutbox.sosId, sos.id));
    expect(pending?.handedAt).toBeNull();
    // Another instance's sweep (here the same app's) takes it once the claim runs out.
    await eventually(async () =>
      fake.requests.some((r) => r.form.to === contact && r.form.message?.includes("CampusGo SOS"))
        ? true
        : undefined,
    );
    const [handed] = await t.database.db.select().from(sosOutbox).where(eq(sosOutbox.sosId, sos.id));
    expect(handed?.handedAt).not.toBeNull();
  });
});

describe("a raise, safe, raise loop", () => {
  it("alerts the admins every time but texts the contacts for three SOS of a trip at most", async () => {
    const going = await acceptedRide();
    const contact = await addContact(going.rider);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await raise(going.rider, "ride", going.rideId);
      expect(res.statusCode, res.body).toBe(201);
      answers.push(res.json().data);
      expect(
        (await going.rider({ method: "POST", url: `/api/sos/${res.json().data.id}/safe` })).statusCode,
      ).toBe(200);
    }
    expect(answers.map((a) => a.contactsAlreadyTold)).toEqual([false, false, false, true]);
    expect(answers.map((a) => a.contactsTexted)).toEqual([1, 1, 1, 0]);
    const outbox = await t.database.db
      .select()
      .from(sosOutbox)
      .where(
        inArray(
          sosOutbox.sosId,
          answers.map((a) => a.id),
        ),
      );
    expect(outbox.filter((o) => o.recipient === contact)).toHaveLength(3);
  });
});

describe("account deletion", () => {
  it("keeps the SOS as a record naming nobody, and erases the texts with the contacts' numbers", async () => {
    const going = await acceptedRide();
    const contact = await addContact(going.rider);
    const { id } = (await raise(going.rider, "ride", going.rideId)).json().data;
    expect((await going.rider({ method: "POST", url: `/api/sos/${id}/safe` })).statusCode).toBe(200);
    // The ride ends (no deletion while a trip is under way).
    const cancelled = await going.driver({
      method: "POST",
      url: `/api/rides/${going.rideId}/cancel`,
      payload: { reason: "Vehicle problem" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const deleted = await going.rider({
      method: "DELETE",
      url: "/api/users/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [kept] = await t.database.db.select().from(sosAlerts).where(eq(sosAlerts.id, id));
    expect(kept?.status).toBe("safe");
    const outbox = await t.database.db.select().from(sosOutbox).where(eq(sosOutbox.sosId, id));
    expect(outbox).toEqual([]);
    const a = await admin();
    const listed = (await a.api({ method: "GET", url: "/api/admin/sos" })).json().data.closed;
    expect(listed.find((s: { id: string }) => s.id === id)?.raisedBy.name).toBe("Deleted user");
    expect(JSON.stringify(listed)).not.toContain(contact);
  });
});

describe("practice mode", () => {
  it("goes through the same answer but records nothing and alerts nobody", async () => {
    const going = await acceptedRide();
    const contact = await addContact(going.rider, "practice@example.test");
    const told = vi.spyOn(t.app.hub, "toAdmins");
    try {
      const res = await raise(going.rider, "ride", going.rideId, { practice: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: SOS_MESSAGES.practice,
        data: { id: null, practice: true, adminsAlerted: false, contactsTexted: 1, contactsEmailed: 1 },
      });
      // Practice needs no trip (the Trusted contacts page offers it).
      const bare = await going.rider({ method: "POST", url: "/api/sos", payload: { practice: true } });
      expect(bare.statusCode, bare.body).toBe(200);
      expect(told).not.toHaveBeenCalled();
    } finally {
      told.mockRestore();
    }
    expect(await sosRowsOf(going.riderUser.id)).toHaveLength(0);
    const texts = await t.database.db.select().from(smsMessages).where(eq(smsMessages.to, contact));
    expect(texts).toHaveLength(0);
    // A real SOS afterwards is the first the contact hears of.
    expect((await raise(going.rider, "ride", going.rideId)).statusCode).toBe(201);
    await eventually(async () => {
      const rows = await t.database.db.select().from(smsMessages).where(eq(smsMessages.to, contact));
      return rows.length > 0 ? rows : undefined;
    });
    const rows = await t.database.db.select().from(smsMessages).where(eq(smsMessages.to, contact));
    expect(rows).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes("practice@example.test")).length).toBeLessThanOrEqual(1);
  });
});

describe("emergency numbers", () => {
  it("are kept by admins (add, edit, reorder, remove; audited) and shown to everyone signed in", async () => {
    const a = await admin();
    const rider = await signedIn(t, await createUser(t));
    const before = (await rider({ method: "GET", url: "/api/emergency-numbers" })).json().data;
    expect(before.map((n: { number: string }) => n.number)).toEqual(["112", "112"]);
    expect(
      (await rider({ method: "POST", url: "/api/admin/emergency-numbers", payload: {} })).statusCode,
    ).toBe(403);
    const bad = await a.api({
      method: "POST",
      url: "/api/admin/emergency-numbers",
      payload: { label: "UNN Security", number: "call me", kind: "campus_security" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(SOS_MESSAGES.number);
    const added = await a.api({
      method: "POST",
      url: "/api/admin/emergency-numbers",
      payload: { label: "Campus security desk", number: "+234 803 000 0000", kind: "campus_security" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id;
    const edited = await a.api({
      method: "PUT",
      url: `/api/admin/emergency-numbers/${id}`,
      payload: { label: "Campus security", number: "+234 803 000 0001", kind: "campus_security" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const ids = [id, ...before.map((n: { id: string }) => n.id)];
    const missing = await a.api({
      method: "PUT",
      url: "/api/admin/emergency-numbers/order",
      payload: { ids: ids.slice(0, 2) },
    });
    expect(missing.statusCode).toBe(400);
    const ordered = await a.api({
      method: "PUT",
      url: "/api/admin/emergency-numbers/order",
      payload: { ids },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const seen = (await rider({ method: "GET", url: "/api/emergency-numbers" })).json().data;
    expect(seen[0]).toMatchObject({ label: "Campus security", number: "+234 803 000 0001", position: 1 });
    const removed = await a.api({ method: "DELETE", url: `/api/admin/emergency-numbers/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await a.api({ method: "DELETE", url: `/api/admin/emergency-numbers/${id}` })).statusCode).toBe(
      404,
    );
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, a.user.id))).map(
      (r) => r.action,
    );
    expect(actions.sort()).toEqual([
      "emergency_number.add",
      "emergency_number.remove",
      "emergency_number.reorder",
      "emergency_number.update",
    ]);
  });
});

const clustered = Boolean(process.env.DATABASE_URL && testRedisUrl);

describe.skipIf(!clustered)("two API instances (skipped without DATABASE_URL and REDIS_URL)", () => {
  it("alerts the admins connected to either instance when an SOS is raised on one", async () => {
    const a = await createTestApp({ ...redisEnv(), DISPATCH_TICK_MS: "0" });
    const b = await buildApp({ config: a.config, database: a.database });
    try {
      await a.app.listen({ port: 0, host: "127.0.0.1" });
      await b.listen({ port: 0, host: "127.0.0.1" });
      const urlOf = (app: typeof b) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const adminUser = await createUser(a, { role: "admin" });
      const adminApi = await signedIn(a, adminUser);
      const onA = await connect(urlOf(a.app), adminApi);
      const onB = await connect(urlOf(b), adminApi);
      const area = ownArea();
      const driver = await onlineDriver(a, area.pickup);
      const riderUser = await createUser(a);
      const rider = await signedIn(a, riderUser);
      const booked = await book(rider, { pickup: area.pickup, destination: area.destination });
      const offer = await driver.api({ method: "POST", url: `/api/rides/${booked.id}/offers`, payload: {} });
      await rider({ method: "POST", url: `/api/offers/${offer.json().data.id}/accept` });
      expect((await findRide(a.database.db, booked.id))?.status).toBe("accepted");
      const heardA = nextEvent<{ sos: { tripId: string; raisedBy: { id: string } } }>(onA, "sos:raised");
      const heardB = nextEvent<{ sos: { tripId: string; raisedBy: { id: string } } }>(onB, "sos:raised");
      // Raised through B; heard on A and on B.
      const raised = await b.inject({
        method: "POST",
        url: "/api/sos",
        payload: { kind: "ride", tripId: booked.id },
        headers: { "x-campusgo-csrf": "1", cookie: `cg_session=${rider.cookies.get("cg_session")}` },
      });
      expect(raised.statusCode, raised.body).toBe(201);
      for (const heard of [await heardA, await heardB]) {
        expect(heard.sos).toMatchObject({ tripId: booked.id, raisedBy: { id: riderUser.id } });
      }
      // The raiser says they are safe through A: the admins on B see it change.
      const updated = nextEvent<{ sos: { id: string; status: string } }>(onB, "sos:updated");
      const safe = await rider({ method: "POST", url: `/api/sos/${raised.json().data.id}/safe` });
      expect(safe.statusCode).toBe(200);
      expect((await updated).sos).toMatchObject({ id: raised.json().data.id, status: "safe" });
      onA.disconnect();
      onB.disconnect();
    } finally {
      await b.close();
      await a.close();
    }
  });
});

let lines = 0;

/**
 * A campus shuttle run under way at the first of three stops, with a rider its driver boarded there and a rider
 * whose seat is only reserved.
 */
async function boardedShuttle() {
  lines += 1;
  const a = await admin();
  const lat = 6.2 - lines * 0.05;
  const body: LineInput = {
    name: `SOS loop ${lines}`,
    colour: "#1B7F4C",
    stops: [0, 1, 2].map((i) => ({ name: `Stop ${i}`, lat: lat + i * 0.009, lon: 7.3 })),
    loop: false,
    opensAt: "00:00",
    closesAt: "23:59",
    headwayMin: 10,
    flatFareKobo: 10_000,
    fares: [],
  };
  const made = await a.api({ method: "POST", url: "/api/admin/shuttle/lines", payload: body });
  expect(made.statusCode, made.body).toBe(201);
  const line = made.json().data;
  const driverUser = await namedDriver(t, "Obinna Eze", "Shuttle Bus");
  await a.api({
    method: "PUT",
    url: `/api/admin/shuttle/lines/${line.id}/drivers`,
    payload: { driverIds: [driverUser.id] },
  });
  const driver = await signedIn(t, driverUser);
  const started = await driver({
    method: "POST",
    url: "/api/driver/shuttle/runs",
    payload: { lineId: line.id },
  });
  expect(started.statusCode, started.body).toBe(201);
  const runId = started.json().data.id as string;
  await t.app.rideDeps.locations.update({
    driverId: driverUser.id,
    rideType: rideTypeForVehicle("Shuttle Bus") as RideTypeId,
    lat: body.stops[0]?.lat as number,
    lon: 7.3,
    heading: null,
    speed: null,
    at: Date.now(),
    idle: false,
  });
  const [first, , last] = line.stops.map((s: { id: string }) => s.id) as string[];
  const seated = async () => {
    const user = await createUser(t, { firstName: "Ngozi", fullName: "Ngozi Ani" });
    await fundWallet(t, user.id, 50_000);
    const api = await signedIn(t, user);
    const seat = await api({
      method: "POST",
      url: "/api/shuttle/seats",
      payload: { runId, fromStopId: first, toStopId: last },
    });
    expect(seat.statusCode, seat.body).toBe(201);
    return { user, api, seat: seat.json().data as { id: string; code: string } };
  };
  const rider = await seated();
  const boarded = await driver({
    method: "POST",
    url: `/api/driver/shuttle/runs/${runId}/board`,
    payload: { seatId: rider.seat.id, code: rider.seat.code },
  });
  expect(boarded.statusCode, boarded.body).toBe(200);
  const waiting = await seated();
  const [profile] = await t.database.db
    .select({ plate: driverProfiles.plateNumber })
    .from(driverProfiles)
    .where(eq(driverProfiles.userId, driverUser.id));
  return {
    runId,
    lineName: line.name as string,
    plate: profile?.plate as string,
    driver,
    driverUser,
    rider,
    waiting,
  };
}

describe("SOS on a campus shuttle run", () => {
  it("lets a boarded rider and the run's driver raise one; a reserved seat's rider, another driver and a stranger are refused", async () => {
    const bus = await boardedShuttle();
    const byRider = await raise(bus.rider.api, "shuttle_run", bus.runId);
    expect(byRider.statusCode, byRider.body).toBe(201);
    expect(byRider.json()).toMatchObject({ message: SOS_MESSAGES.raised, data: { adminsAlerted: true } });
    // Without the phone's position, the bus's last one.
    expect((await sosRowsOf(bus.rider.user.id))[0]).toMatchObject({
      tripKind: "shuttle_run",
      role: "rider",
      positionSource: "driver",
    });
    // One open per person per trip.
    const again = await raise(bus.rider.api, "shuttle_run", bus.runId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(byRider.json().data.id);
    const byDriver = await raise(bus.driver, "shuttle_run", bus.runId, { position: { lat: 6.1, lon: 7.3 } });
    expect(byDriver.statusCode, byDriver.body).toBe(201);
    expect((await sosRowsOf(bus.driverUser.id))[0]).toMatchObject({
      role: "driver",
      positionSource: "phone",
    });

    const reserved = await raise(bus.waiting.api, "shuttle_run", bus.runId);
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json().message).toBe(SOS_MESSAGES.notOnBoard);
    const otherDriver = await signedIn(t, await namedDriver(t, "Emeka Obi", "Shuttle Bus"));
    expect((await raise(otherDriver, "shuttle_run", bus.runId)).json().message).toBe(
      SOS_MESSAGES.tripNotFound,
    );
    const stranger = await signedIn(t, await createUser(t));
    const refused = await raise(stranger, "shuttle_run", bus.runId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SOS_MESSAGES.tripNotFound);
    expect(await sosRowsOf(bus.waiting.user.id)).toHaveLength(0);
    // Only its raiser says they are safe.
    const id = byRider.json().data.id as string;
    expect((await bus.driver({ method: "POST", url: `/api/sos/${id}/safe` })).statusCode).toBe(404);
    expect((await bus.rider.api({ method: "POST", url: `/api/sos/${id}/safe` })).statusCode).toBe(200);

    // Once the run has ended, none.
    const ended = await bus.driver({ method: "POST", url: `/api/driver/shuttle/runs/${bus.runId}/end` });
    expect(ended.statusCode, ended.body).toBe(200);
    const late = await raise(bus.driver, "shuttle_run", bus.runId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SOS_MESSAGES.notUnderWay);
  });

  it("alerts the admins live with the line and the bus's plate", async () => {
    // The app listens once: an earlier test may have started it.
    const address = t.app.server.address();
    const url = address && typeof address === "object" ? `http://127.0.0.1:${address.port}` : await listen(t);
    const support = await connect(
      url,
      await signedIn(t, await createUser(t, { role: "admin", adminRight: "support" })),
    );
    try {
      const bus = await boardedShuttle();
      const heard = nextEvent<{ sos: { id: string } }>(support, "sos:raised");
      const { id } = (await raise(bus.rider.api, "shuttle_run", bus.runId)).json().data;
      const expected = {
        id,
        status: "open",
        tripKind: "shuttle_run",
        tripId: bus.runId,
        tripStatus: "running",
        from: "Stop 0",
        to: "Stop 2",
        raisedBy: { id: bus.rider.user.id, name: "Ngozi Ani", role: "rider" },
        otherParty: { id: bus.driverUser.id, name: "Obinna Eze", role: "driver" },
        shuttle: { lineName: bus.lineName, plate: bus.plate },
      };
      expect((await heard).sos).toMatchObject(expected);
      const listed = (await (await admin()).api({ method: "GET", url: "/api/admin/sos" })).json().data;
      expect(listed.open.find((s: { id: string }) => s.id === id)).toMatchObject(expected);
      // The driver's SOS names no other party: a bus has many riders.
      const byDriver = (await raise(bus.driver, "shuttle_run", bus.runId)).json().data.id;
      const list = (await (await admin()).api({ method: "GET", url: "/api/admin/sos" })).json().data;
      expect(list.open.find((s: { id: string }) => s.id === byDriver)).toMatchObject({
        raisedBy: { role: "driver" },
        otherParty: null,
        shuttle: { lineName: bus.lineName, plate: bus.plate },
      });
      // The run has a timeline, like a ride: its line's way, its driver and both SOS, from the list's link.
      const timeline = await (await admin()).api({
        method: "GET",
        url: `/api/admin/trips/shuttle_run/${bus.runId}/timeline`,
      });
      expect(timeline.statusCode, timeline.body).toBe(200);
      expect(timeline.json().data.trip).toMatchObject({
        kind: "shuttle_run",
        status: "running",
        from: `${bus.lineName}, Stop 0`,
        to: "Stop 2",
        booker: null,
        driver: { id: bus.driverUser.id, name: "Obinna Eze" },
      });
      const sosEntries = (timeline.json().data.entries as { source: string; actor: string }[]).filter(
        (e) => e.source === "sos",
      );
      expect(sosEntries.map((e) => e.actor)).toEqual(
        expect.arrayContaining(["Ngozi Ani (rider)", "Obinna Eze (driver)"]),
      );
    } finally {
      support.disconnect();
    }
  });

  it("texts and e-mails the contacts the line and the bus, with no link, as the shuttle has none", async () => {
    const bus = await boardedShuttle();
    const number = await addContact(bus.rider.api, "sister@example.test");
    const res = await raise(bus.rider.api, "shuttle_run", bus.runId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ contactsTexted: 1, contactsEmailed: 1 });
    const text = await eventually(
      async () => fake.requests.find((r) => r.form.to === number && r.form.message?.includes("CampusGo SOS")),
      15_000,
    );
    const where = `on the campus shuttle ${bus.lineName}, bus ${bus.plate}`;
    expect(text.form.message).toContain(`CampusGo SOS: Ngozi pressed SOS ${where} at `);
    expect(text.form.message).not.toContain("http");
    expect(await t.database.db.select().from(tripShares).where(eq(tripShares.tripId, bus.runId))).toEqual([]);
    const mail = await smtp.waitFor((m) => m.to.includes("sister@example.test"));
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain(`SOS: Ngozi needs help ${where}`);
    expect(mail.raw).not.toContain("/track/");
    // The driver's contacts are told they were driving it.
    const driverNumber = await addContact(bus.driver);
    expect((await raise(bus.driver, "shuttle_run", bus.runId)).statusCode).toBe(201);
    const driverText = await eventually(
      async () =>
        fake.requests.find((r) => r.form.to === driverNumber && r.form.message?.includes("CampusGo SOS")),
      15_000,
    );
    expect(driverText.form.message).toContain(
      `pressed SOS while driving the campus shuttle ${bus.lineName}, bus ${bus.plate} at `,
    );
  });
});
