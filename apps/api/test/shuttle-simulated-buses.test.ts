import { CAMPUS_PLACES } from "@campusgo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BusMotion, moveBus, SimulatedBus } from "../src/simulator/bus.ts";
import { seedBusLines, stopsOf } from "../src/simulator/bus-lines.ts";
import { signInSimulated } from "../src/simulator/session.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { eventually, listen } from "./helpers/rides.ts";
import { client } from "./helpers/users.ts";

const place = (slug: string) => CAMPUS_PLACES.find((p) => p.slug === slug) as { lat: number; lon: number };

describe("a simulated bus's motion", () => {
  const calls = [place("hill-top"), place("odenigwe"), place("hill-top")];
  const start: BusMotion = {
    target: 1,
    position: calls[0] as { lat: number; lon: number },
    speedMps: 5,
    dwellUntil: 0,
  };

  it("drives towards its next stop, stands there a while, then goes on", () => {
    const moved = moveBus(start, calls, 10_000, 0);
    expect(moved.target).toBe(1);
    expect(moved.position).not.toEqual(start.position);
    const arrived = moveBus(start, calls, 3_600_000, 1_000);
    expect(arrived.target).toBe(2);
    expect(arrived.position).toEqual({ lat: calls[1]?.lat, lon: calls[1]?.lon });
    expect(arrived.dwellUntil).toBeGreaterThanOrEqual(1_000 + 15_000);
    expect(moveBus(arrived, calls, 4_000, 2_000)).toBe(arrived);
  });

  it("crawls near a gate", () => {
    const gate = place("main-gate");
    const atGate: BusMotion = { ...start, position: gate, target: 1 };
    const inTown: BusMotion = { ...start, position: place("odenigwe"), target: 1 };
    const far = [gate, place("hill-top")];
    const gateStep = moveBus(atGate, far, 10_000, 0);
    const townStep = moveBus(inTown, [place("odenigwe"), place("hill-top")], 10_000, 0);
    const moved = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
      Math.hypot(a.lat - b.lat, a.lon - b.lon);
    expect(moved(gateStep.position, gate)).toBeLessThan(moved(townStep.position, place("odenigwe")));
  });
});

describe("the demo's simulated buses", () => {
  let t: TestApp;
  let bus: SimulatedBus | undefined;
  beforeAll(async () => {
    t = await createTestApp({ LOCATION_MIN_INTERVAL_MS: "0" });
  });
  afterAll(async () => {
    bus?.stop();
    await t.close();
  });

  it("seed two campus loops once, and a bus on one runs it: riders see it live with arrivals", async () => {
    const lines = await seedBusLines(t.database.db, 2);
    expect(await seedBusLines(t.database.db, 2)).toEqual(lines);
    const all = (await client(t)({ method: "GET", url: "/api/shuttle/lines" })).json().data;
    expect(all.map((l: { name: string }) => l.name)).toEqual(["Campus loop", "Hostels loop"]);
    const [first] = lines;
    if (!first) throw new Error("no line");
    // They run all day, so the demo shows its buses at any hour (and this test passes at any hour).
    expect(all.map((l: { opensAt: string; closesAt: string }) => `${l.opensAt}-${l.closesAt}`)).toEqual([
      "00:00-23:59",
      "00:00-23:59",
    ]);
    const url = await listen(t);
    bus = new SimulatedBus({
      baseUrl: url,
      cookie: await signInSimulated(t.database.db, first.driver.id),
      lineId: first.lineId,
      stops: (await stopsOf(t.database.db, [first.lineId])).get(first.lineId) ?? [],
      log: t.app.log,
      positionEveryMs: 100,
      speedFactor: 10,
    });
    await bus.start();
    const live = await eventually(async () => {
      const data = (await client(t)({ method: "GET", url: `/api/shuttle/lines/${first.lineId}/live` })).json()
        .data;
      return data.buses[0]?.state === "live" ? data : undefined;
    });
    expect(live.buses[0]).toMatchObject({ seats: 14, driverFirstName: "Uche" });
    expect(
      live.stops.some((s: { arrivals: { inS: number | null }[] }) => (s.arrivals[0]?.inS ?? 0) > 0),
    ).toBe(true);
  });
});
