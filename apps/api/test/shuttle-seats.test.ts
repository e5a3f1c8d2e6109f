import {
  BOARDING_TRIES,
  LEDGER,
  type LineInput,
  PAYMENT_MESSAGES,
  type RideTypeId,
  rideTypeForVehicle,
  SEAT_MESSAGES,
} from "@campusgo/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  notifications,
  seatBookings,
  shuttleLines,
  shuttleRuns,
  tripPositions,
  type User,
} from "../src/db/schema/index.ts";
import { balanceOf } from "../src/modules/payments/ledger.ts";
import { tellRidersBusNear } from "../src/modules/shuttles/notices.ts";
import { settleSeats } from "../src/modules/shuttles/settle.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { namedDriver } from "./helpers/deliveries.ts";
import { expectLedgerBalanced, fundWallet } from "./helpers/payments.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let asAdmin: Client;
beforeAll(async () => {
  // No sweep in the background: the tests run it themselves.
  t = await createTestApp({ LOCATION_STALE_MS: "36000000", DISPATCH_TICK_MS: "0" });
  asAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
});
afterAll(() => t.close());

let areas = 0;
type Point = { lat: number; lon: number };

/** A running bus of 3 seats at the first of `stopCount` stops 1 km apart (or `apartDeg` of latitude; one way, not a loop). */
async function runningBus(stopCount = 4, apartDeg = 0.009) {
  areas += 1;
  const lat = 5.9 - areas * 0.05;
  const stops = Array.from({ length: stopCount }, (_, i) => i).map((i) => ({
    name: `Stop ${i}`,
    lat: lat + i * apartDeg,
    lon: 7.2,
  }));
  const body: LineInput = {
    name: `Seat line ${areas}`,
    colour: "#1B7F4C",
    stops,
    loop: false,
    opensAt: "00:00",
    closesAt: "23:59",
    headwayMin: 10,
    flatFareKobo: 10_000,
    fares: [{ from: 0, to: 3, amountKobo: 20_000 }],
  };
  const line = (await asAdmin({ method: "POST", url: "/api/admin/shuttle/lines", payload: body })).json()
    .data;
  const driver = await namedDriver(t, "Obinna Eze", "Shuttle Bus");
  await asAdmin({
    method: "PUT",
    url: `/api/admin/shuttle/lines/${line.id}/drivers`,
    payload: { driverIds: [driver.id] },
  });
  const driverApi = await signedIn(t, driver);
  const run = (
    await driverApi({ method: "POST", url: "/api/driver/shuttle/runs", payload: { lineId: line.id } })
  ).json().data;
  await putBus(driver, stops[0] as Point);
  const ids = line.stops.map((s: { id: string }) => s.id) as string[];
  return { line, run, driver, driverApi, stops, ids };
}

async function putBus(driver: User, at: Point) {
  await t.app.rideDeps.locations.update({
    driverId: driver.id,
    rideType: rideTypeForVehicle("Shuttle Bus") as RideTypeId,
    lat: at.lat,
    lon: at.lon,
    heading: null,
    speed: null,
    at: Date.now(),
    idle: false,
  });
}

async function rider(fundsKobo = 100_000) {
  const user = await createUser(t);
  if (fundsKobo > 0) await fundWallet(t, user.id, fundsKobo);
  return { user, api: await signedIn(t, user) };
}

const reserve = (api: Client, runId: string, fromStopId: string, toStopId: string) =>
  api({ method: "POST", url: "/api/shuttle/seats", payload: { runId, fromStopId, toStopId } });
const wallet = (user: User) => balanceOf(t.database.db, LEDGER.wallet(user.id));

describe("seats on a shuttle", () => {
  it("are paid from the wallet at the line's fare, with a code for the rider", async () => {
    const bus = await runningBus();
    const { user, api } = await rider();
    const res = await reserve(api, bus.run.id, bus.ids[0] as string, bus.ids[2] as string);
    expect(res.statusCode, res.body).toBe(201);
    const seat = res.json().data;
    expect(seat).toMatchObject({
      status: "reserved",
      amountKobo: 10_000,
      from: { name: "Stop 0" },
      to: { name: "Stop 2" },
    });
    expect(seat.code).toMatch(/^\d{6}$/);
    expect(await wallet(user)).toBe(90_000);
    // A fare between two stops over the flat fare.
    const other = await rider();
    const far = await reserve(other.api, bus.run.id, bus.ids[0] as string, bus.ids[3] as string);
    expect(far.json().data.amountKobo).toBe(20_000);
    const mine = (await api({ method: "GET", url: "/api/shuttle/seats" })).json().data;
    expect(mine.map((s: { id: string }) => s.id)).toEqual([seat.id]);
    await expectLedgerBalanced(t);
  });

  it("show on the stops' boards: the seats left on the bus as it leaves each stop", async () => {
    const bus = await runningBus(4);
    const { api } = await rider();
    expect((await reserve(api, bus.run.id, bus.ids[1] as string, bus.ids[3] as string)).statusCode).toBe(201);
    const live = (await api({ method: "GET", url: `/api/shuttle/lines/${bus.line.id}/live` })).json().data;
    const left = live.stops.map(
      (s: { arrivals: { seatsLeft: number }[] }) => s.arrivals[0]?.seatsLeft ?? null,
    );
    expect(left).toEqual([null, 2, 2, 3]);
  });

  it("count per stretch: a seat off at a stop is free for the next stretch", async () => {
    const bus = await runningBus();
    const [a, b, c, d] = bus.ids as [string, string, string, string];
    for (let i = 0; i < 3; i++)
      expect((await reserve((await rider()).api, bus.run.id, a, b)).statusCode).toBe(201);
    expect((await reserve((await rider()).api, bus.run.id, a, c)).statusCode).toBe(409);
    for (let i = 0; i < 3; i++)
      expect((await reserve((await rider()).api, bus.run.id, b, d)).statusCode).toBe(201);
    expect((await reserve((await rider()).api, bus.run.id, c, d)).statusCode).toBe(409);
  });

  it("refuse bad requests with a clear message and take nothing", async () => {
    const bus = await runningBus();
    const other = await runningBus();
    const [a, b] = bus.ids as [string, string];
    const { user, api } = await rider();
    const cases: [string, string, number, string][] = [
      [b, a, 400, SEAT_MESSAGES.wrongWay],
      [a, a, 400, SEAT_MESSAGES.wrongWay],
      [a, other.ids[1] as string, 400, SEAT_MESSAGES.stopNotOnLine],
    ];
    for (const [from, to, status, message] of cases) {
      const res = await reserve(api, bus.run.id, from, to);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const poor = await rider(5_000);
    const short = await reserve(poor.api, bus.run.id, a, b);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(PAYMENT_MESSAGES.walletTooLow);
    expect(await reserve(api, bus.run.id, a, b)).toMatchObject({ statusCode: 201 });
    const twice = await reserve(api, bus.run.id, a, b);
    expect(twice.json().message).toBe(SEAT_MESSAGES.oneSeat);
    const alert = await asAdmin({
      method: "POST",
      url: `/api/admin/shuttle/lines/${bus.line.id}/alerts`,
      payload: { kind: "no_service", message: "Buses stopped" },
    });
    expect(alert.statusCode).toBe(201);
    const closed = await reserve((await rider()).api, bus.run.id, a, b);
    expect(closed.json().message).toBe(SEAT_MESSAGES.noService);
    expect(await wallet(user)).toBe(90_000);
    // A bus that passed the stop.
    await putBus(other.driver, { lat: (other.stops[1] as Point).lat + 0.004, lon: 7.2 });
    const passed = await reserve(
      (await rider()).api,
      other.run.id,
      other.ids[1] as string,
      other.ids[3] as string,
    );
    expect(passed.json().message).toBe(SEAT_MESSAGES.passed);
  });

  it("are refused outside the line's operating hours, naming them, and take nothing", async () => {
    const bus = await runningBus();
    const [a, b] = bus.ids as [string, string];
    // The run started in the line's hours; an admin has since set hours that keep it closed now.
    const hours =
      new Date(Date.now() + 3600_000).getUTCHours() < 12
        ? { opensAt: "13:00", closesAt: "23:00" }
        : { opensAt: "01:00", closesAt: "11:00" };
    await t.database.db.update(shuttleLines).set(hours).where(eq(shuttleLines.id, bus.line.id));
    const { user, api } = await rider();
    const refused = await reserve(api, bus.run.id, a, b);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      SEAT_MESSAGES.outOfHours(hours.opensAt, hours.closesAt),
    ]);
    expect(await t.database.db.select().from(seatBookings).where(eq(seatBookings.runId, bus.run.id))).toEqual(
      [],
    );
    expect(await wallet(user)).toBe(100_000);
    await expectLedgerBalanced(t);
    await endRun(bus);
  });

  it("can be cancelled before the bus reaches the stop, the fare back in the wallet; not after", async () => {
    const bus = await runningBus();
    const [a, b, c] = bus.ids as [string, string, string];
    const { user, api } = await rider();
    const early = (await reserve(api, bus.run.id, b, c)).json().data;
    const cancelled = await api({ method: "POST", url: `/api/shuttle/seats/${early.id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: "cancelled", code: null });
    expect(await wallet(user)).toBe(100_000);
    expect((await api({ method: "POST", url: `/api/shuttle/seats/${early.id}/cancel` })).statusCode).toBe(
      409,
    );
    const late = (await reserve(api, bus.run.id, b, c)).json().data;
    await putBus(bus.driver, { lat: (bus.stops[1] as Point).lat + 0.002, lon: 7.2 });
    const refused = await api({ method: "POST", url: `/api/shuttle/seats/${late.id}/cancel` });
    expect(refused.json().message).toBe(SEAT_MESSAGES.tooLate);
    // Someone else's seat names nothing.
    const stranger = await rider();
    expect(
      (await stranger.api({ method: "POST", url: `/api/shuttle/seats/${late.id}/cancel` })).statusCode,
    ).toBe(404);
    void a;
    await expectLedgerBalanced(t);
  });

  it("board once by their code, on their run, at their stop; wrong codes are limited", async () => {
    const bus = await runningBus();
    const other = await runningBus();
    const [a, b, c] = bus.ids as [string, string, string];
    const { api } = await rider();
    const seat = (await reserve(api, bus.run.id, b, c)).json().data;
    const board = (driverApi: Client, runId: string, code: string) =>
      driverApi({
        method: "POST",
        url: `/api/driver/shuttle/runs/${runId}/board`,
        payload: { seatId: seat.id, code },
      });
    const manifest = (
      await bus.driverApi({ method: "GET", url: `/api/driver/shuttle/runs/${bus.run.id}/seats` })
    ).json().data;
    expect(manifest).toEqual([
      expect.objectContaining({ id: seat.id, from: { id: b, name: "Stop 1" }, status: "reserved" }),
    ]);
    // Not at the stop yet.
    const away = await board(bus.driverApi, bus.run.id, seat.code);
    expect(away.json().message).toBe(SEAT_MESSAGES.notAtStop("Stop 1"));
    await putBus(bus.driver, bus.stops[1] as Point);
    // Another run's driver cannot board it.
    expect((await board(other.driverApi, other.run.id, seat.code)).statusCode).toBe(404);
    const wrong = seat.code === "000000" ? "111111" : "000000";
    for (let i = 1; i < BOARDING_TRIES; i++) {
      expect((await board(bus.driverApi, bus.run.id, wrong)).json().message).toBe(SEAT_MESSAGES.wrongCode);
    }
    expect((await board(bus.driverApi, bus.run.id, wrong)).json().message).toBe(SEAT_MESSAGES.tooManyTries);
    expect((await board(bus.driverApi, bus.run.id, seat.code)).statusCode).toBe(429);
    await t.database.db
      .update(seatBookings)
      .set({ boardPausedUntil: null })
      .where(eq(seatBookings.id, seat.id));
    const boarded = await board(bus.driverApi, bus.run.id, seat.code);
    expect(boarded.statusCode, boarded.body).toBe(200);
    expect(boarded.json().data.status).toBe("boarded");
    expect((await board(bus.driverApi, bus.run.id, seat.code)).json().message).toBe(
      SEAT_MESSAGES.alreadyBoarded,
    );
    void a;
  });

  it("not boarded when the run ends is missed; on board, the rider has got off", async () => {
    const bus = await runningBus();
    const { api } = await rider();
    const onBoard = await rider();
    const seat = (await reserve(api, bus.run.id, bus.ids[1] as string, bus.ids[2] as string)).json().data;
    const rode = (await reserve(onBoard.api, bus.run.id, bus.ids[0] as string, bus.ids[3] as string)).json()
      .data;
    await boardAt(bus, rode);
    await bus.driverApi({ method: "POST", url: `/api/driver/shuttle/runs/${bus.run.id}/end` });
    expect(await statusOf(seat.id)).toBe("missed");
    expect(await statusOf(rode.id)).toBe("alighted");
  });
});

const real = Boolean(process.env.DATABASE_URL);

describe.skipIf(!real)(
  "seats raced on PostgreSQL (skipped without DATABASE_URL: PGlite runs one transaction at a time)",
  () => {
    it("are never sold twice: fifty riders at once on a bus of three get three seats", async () => {
      const bus = await runningBus();
      const riders = await Promise.all(Array.from({ length: 50 }, () => rider()));
      const answers = await Promise.all(
        riders.map((r) => reserve(r.api, bus.run.id, bus.ids[0] as string, bus.ids[2] as string)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(47);
      expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(SEAT_MESSAGES.full);
      const sold = await t.database.db.select().from(seatBookings).where(eq(seatBookings.runId, bus.run.id));
      expect(sold).toHaveLength(3);
      // The 47 kept their money.
      const kept = await Promise.all(riders.map((r) => wallet(r.user)));
      expect(kept.filter((k) => k === 100_000)).toHaveLength(47);
      await expectLedgerBalanced(t);
    });

    it("a boarding waits for the run's row: the bus's way recorded meanwhile decides that the seat was missed", async () => {
      const bus = await runningBus(4, 0.001);
      const [, b, , d] = bus.ids as [string, string, string, string];
      const seat = (await reserve((await rider()).api, bus.run.id, b, d)).json().data;
      await driveTo(bus, 0, 1);
      let answer: Awaited<ReturnType<Client>> | undefined;
      let pending: Promise<void> | undefined;
      await t.database.db.transaction(async (tx) => {
        // The run's row held as a reservation holds it, while the bus's recorded way reaches Stop 2.
        await tx.select().from(shuttleRuns).where(eq(shuttleRuns.id, bus.run.id)).for("update");
        const [from, to] = [bus.stops[1] as Point, bus.stops[2] as Point];
        for (const f of [0.5, 1]) {
          const point = { lat: from.lat + (to.lat - from.lat) * f, lon: 7.2 };
          await tx.insert(tripPositions).values({ tripId: bus.run.id, ...point, at: new Date() });
        }
        pending = boardHere(bus, seat).then((res) => {
          answer = res;
        });
        // Until the boarding waits on the row this transaction holds (or has answered without waiting).
        for (let i = 0; i < 500 && !answer; i++) {
          const waiting = await t.database.db.execute(
            sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' limit 1`,
          );
          if ((waiting as unknown as { rows?: unknown[] }).rows?.length ?? (waiting as unknown[]).length)
            break;
          await new Promise((r) => setTimeout(r, 10));
        }
      });
      await pending;
      expect([answer?.statusCode, answer?.json().message]).toEqual([409, SEAT_MESSAGES.missed]);
      expect(await statusOf(seat.id)).toBe("reserved");
      await endRun(bus);
    });
  },
);

const statusOf = async (seatId: string) =>
  (await t.database.db.select().from(seatBookings).where(eq(seatBookings.id, seatId)))[0]?.status;

/** The driver boards a seat at its stop, the bus standing there. */
async function boardAt(
  bus: Awaited<ReturnType<typeof runningBus>>,
  seat: { id: string; code: string; from: { id: string } },
) {
  await putBus(bus.driver, bus.stops[bus.ids.indexOf(seat.from.id)] as Point);
  const boarded = await bus.driverApi({
    method: "POST",
    url: `/api/driver/shuttle/runs/${bus.run.id}/board`,
    payload: { seatId: seat.id, code: seat.code },
  });
  expect(boarded.statusCode, boarded.body).toBe(200);
}

/** The driver ends the run, so its seats are settled and no later sweep finds them. */
async function endRun(bus: Awaited<ReturnType<typeof runningBus>>) {
  const ended = await bus.driverApi({ method: "POST", url: `/api/driver/shuttle/runs/${bus.run.id}/end` });
  expect(ended.statusCode, ended.body).toBe(200);
}

/** The driver boards a seat wherever the bus is now. */
const boardHere = (bus: Awaited<ReturnType<typeof runningBus>>, seat: { id: string; code: string }) =>
  bus.driverApi({
    method: "POST",
    url: `/api/driver/shuttle/runs/${bus.run.id}/board`,
    payload: { seatId: seat.id, code: seat.code },
  });

/** The bus's phone reports (and the run records) positions along the line up to `upTo` (a stop's place, fractional). */
async function driveTo(bus: Awaited<ReturnType<typeof runningBus>>, from: number, upTo: number) {
  const stops = bus.stops as Point[];
  for (let at = from; at <= upTo + 1e-9; at += 0.25) {
    const i = Math.min(Math.floor(at), stops.length - 2);
    const [a, b] = [stops[i] as Point, stops[i + 1] as Point];
    const f = at - i;
    const point = { lat: a.lat + (b.lat - a.lat) * f, lon: a.lon + (b.lon - a.lon) * f };
    await t.database.db.insert(tripPositions).values({ tripId: bus.run.id, ...point, at: new Date() });
    await putBus(bus.driver, point);
  }
}

describe("seats follow their bus", () => {
  const deps = () => ({ db: t.database.db, locations: t.app.locations, notifier: t.app.notifier });

  it("a seat nobody boarded is missed once the bus reaches the next stop, its rider told and the seat free again", async () => {
    const bus = await runningBus(4);
    const late = await rider();
    const seat = (await reserve(late.api, bus.run.id, bus.ids[1] as string, bus.ids[2] as string)).json()
      .data;
    await driveTo(bus, 0, 1.5);
    expect(await settleSeats(deps())).toBe(0);
    expect(await statusOf(seat.id)).toBe("reserved");
    await driveTo(bus, 1.75, 2);
    expect(await settleSeats(deps())).toBe(1);
    expect(await settleSeats(deps())).toBe(0);
    expect(await statusOf(seat.id)).toBe("missed");
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, late.user.id));
    expect(told).toEqual([
      expect.objectContaining({ kind: "shuttle.missed", title: "Your bus left Stop 1" }),
    ]);
    const seats = (await late.api({ method: "GET", url: "/api/shuttle/seats" })).json().data;
    expect(seats).toEqual([expect.objectContaining({ id: seat.id, status: "missed", code: null })]);
  });

  it("a seat not boarded yet is held while the bus stands just past its stop: not sold again, and its riders still board", async () => {
    const bus = await runningBus(4);
    const [, b, c, d] = bus.ids as [string, string, string, string];
    const seats = [];
    for (let i = 0; i < 3; i++)
      seats.push((await reserve((await rider()).api, bus.run.id, b, d)).json().data);
    // 50 m past Stop 1, within the boarding radius.
    await driveTo(bus, 0, 1);
    await driveTo(bus, 1.05, 1.05);
    const again = await reserve((await rider()).api, bus.run.id, c, d);
    expect([again.statusCode, again.json().message]).toEqual([409, SEAT_MESSAGES.full]);
    for (const seat of seats) {
      const boarded = await boardHere(bus, seat);
      expect(boarded.statusCode, boarded.body).toBe(200);
    }
    const sold = await t.database.db.select().from(seatBookings).where(eq(seatBookings.runId, bus.run.id));
    expect(sold.map((s) => s.status)).toEqual(["boarded", "boarded", "boarded"]);
    await endRun(bus);
  });

  it("a seat missed by the bus reaching the next stop no longer boards, even near its stop, and is sold again", async () => {
    // Stops 111 m apart: at Stop 2 the bus is still within the boarding radius of Stop 1.
    const bus = await runningBus(4, 0.001);
    const [, b, c, d] = bus.ids as [string, string, string, string];
    const seats = [];
    for (let i = 0; i < 3; i++)
      seats.push((await reserve((await rider()).api, bus.run.id, b, d)).json().data);
    await driveTo(bus, 0, 2);
    for (const seat of seats) {
      const late = await boardHere(bus, seat);
      expect([late.statusCode, late.json().message]).toEqual([409, SEAT_MESSAGES.missed]);
    }
    expect(await statusOf(seats[0].id)).toBe("reserved");
    const next = await reserve((await rider()).api, bus.run.id, c, d);
    expect(next.statusCode, next.body).toBe(201);
    await endRun(bus);
  });

  it("a rider on board has got off once the bus reaches their stop, and leaves the driver's list", async () => {
    const bus = await runningBus(4);
    const { api } = await rider();
    const seat = (await reserve(api, bus.run.id, bus.ids[0] as string, bus.ids[2] as string)).json().data;
    await driveTo(bus, 0, 0);
    await boardAt(bus, seat);
    await driveTo(bus, 0.25, 1.75);
    expect(await settleSeats(deps())).toBe(0);
    expect(await statusOf(seat.id)).toBe("boarded");
    await driveTo(bus, 2, 2);
    const [a, b] = await Promise.all([settleSeats(deps()), settleSeats(deps())]);
    expect(a + b).toBe(1);
    expect(await statusOf(seat.id)).toBe("alighted");
    const list = (await api({ method: "GET", url: "/api/shuttle/seats" })).json().data;
    expect(list).toEqual([expect.objectContaining({ id: seat.id, status: "alighted" })]);
    const manifest = (
      await bus.driverApi({ method: "GET", url: `/api/driver/shuttle/runs/${bus.run.id}/seats` })
    ).json().data;
    expect(manifest).toEqual([]);
  });
});

describe("riders on a bus are told", () => {
  const deps = () => ({ db: t.database.db, locations: t.app.locations, notifier: t.app.notifier });
  const noticesOf = (user: User) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));

  it("once, when their bus is two stops from where they get on", async () => {
    const bus = await runningBus(5);
    const near = await rider();
    const far = await rider();
    expect((await reserve(near.api, bus.run.id, bus.ids[2] as string, bus.ids[3] as string)).statusCode).toBe(
      201,
    );
    expect((await reserve(far.api, bus.run.id, bus.ids[3] as string, bus.ids[4] as string)).statusCode).toBe(
      201,
    );
    expect(await tellRidersBusNear(deps())).toBeGreaterThanOrEqual(1);
    expect(await tellRidersBusNear(deps())).toBe(0);
    const told = await noticesOf(near.user);
    expect(told).toEqual([
      expect.objectContaining({ kind: "shuttle.near", title: "Your bus is 2 stops from Stop 2" }),
    ]);
    expect(await noticesOf(far.user)).toEqual([]);
  });

  it("when their bus's driver goes offline mid-run", async () => {
    const bus = await runningBus();
    const { user, api } = await rider();
    await reserve(api, bus.run.id, bus.ids[1] as string, bus.ids[2] as string);
    const off = await bus.driverApi({ method: "PUT", url: "/api/driver/status", payload: { online: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await noticesOf(user)).toEqual([
      expect.objectContaining({ kind: "shuttle.offline", title: "Your bus stopped sharing its position" }),
    ]);
  });

  it("when their bus's driver is suspended mid-run", async () => {
    const bus = await runningBus();
    const { user, api } = await rider();
    await reserve(api, bus.run.id, bus.ids[1] as string, bus.ids[2] as string);
    const ops = await signedIn(t, await createUser(t, { role: "admin", adminRight: "operations" }));
    const suspended = await ops({
      method: "POST",
      url: `/api/admin/users/${bus.driver.id}/suspend`,
      payload: { reason: "Fake plate number" },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await noticesOf(user)).toEqual([expect.objectContaining({ kind: "shuttle.offline" })]);
  });
});
