import { type LineInput, SHUTTLE_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, type User } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { namedDriver } from "./helpers/deliveries.ts";
import { type Client, client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let admin: User;
let asAdmin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: "admin" });
  asAdmin = await signedIn(t, admin);
});
afterAll(() => t.close());

let lines = 0;
/** A campus loop of three stops with a name of its own. */
const loop = (overrides: Partial<LineInput> = {}): LineInput => ({
  name: `Red loop ${++lines}`,
  colour: "#c0392b",
  stops: [
    { name: "Main gate", lat: 6.8588, lon: 7.3957 },
    { name: "Library", lat: 6.8672, lon: 7.4081 },
    { name: "Hill-top", lat: 6.8712, lon: 7.4122 },
  ],
  loop: true,
  opensAt: "07:00",
  closesAt: "21:00",
  headwayMin: 15,
  flatFareKobo: 10_000,
  fares: [{ from: 0, to: 2, amountKobo: 15_000 }],
  ...overrides,
});

const create = (body: unknown, as: Client = asAdmin) =>
  as({ method: "POST", url: "/api/admin/shuttle/lines", payload: body as object });
const publicLines = async () => (await client(t)({ method: "GET", url: "/api/shuttle/lines" })).json().data;

describe("an admin keeps the shuttle lines", () => {
  it("adds a line that anyone then sees: stops in order, hours, fares; audited", async () => {
    const res = await create(loop({ name: "Green loop" }));
    expect(res.statusCode, res.body).toBe(201);
    const line = res.json().data;
    expect(line).toMatchObject({
      name: "Green loop",
      colour: "#C0392B",
      opensAt: "07:00",
      closesAt: "21:00",
      headwayMin: 15,
      flatFareKobo: 10_000,
      drivers: [],
      alerts: [],
    });
    expect(line.stops.map((s: { name: string }) => s.name)).toEqual(["Main gate", "Library", "Hill-top"]);
    expect(line.fares).toEqual([
      { fromStopId: line.stops[0].id, toStopId: line.stops[2].id, amountKobo: 15_000 },
    ]);
    const seen = (await publicLines()).find((l: { id: string }) => l.id === line.id);
    expect(seen).toEqual({ ...line, drivers: undefined });
    expect(seen).not.toHaveProperty("drivers");
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, line.id));
    expect(audit.map((a) => a.action)).toEqual(["shuttle.line.create"]);
  });

  it("changes a line: kept stops keep their id in the new order, a removed one goes, a new one comes", async () => {
    const line = (await create(loop())).json().data;
    const [gate, library, hill] = line.stops;
    const res = await asAdmin({
      method: "PUT",
      url: `/api/admin/shuttle/lines/${line.id}`,
      payload: loop({
        name: line.name,
        stops: [
          { ...hill, name: "Hill-top junction" },
          { name: "Odim gate", lat: 6.8745, lon: 7.4148 },
          gate,
        ],
        fares: [],
        headwayMin: 10,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().data;
    expect(changed.headwayMin).toBe(10);
    expect(changed.stops.map((s: { name: string }) => s.name)).toEqual([
      "Hill-top junction",
      "Odim gate",
      "Main gate",
    ]);
    expect(changed.stops[0].id).toBe(hill.id);
    expect(changed.stops[2].id).toBe(gate.id);
    expect(changed.stops.map((s: { id: string }) => s.id)).not.toContain(library.id);
    expect(changed.fares).toEqual([]);
  });

  it("refuses bad lines with a clear message and changes nothing", async () => {
    const before = (await publicLines()).length;
    const cases: [Partial<LineInput>, string][] = [
      [{ stops: [{ name: "Main gate", lat: 6.8588, lon: 7.3957 }] }, SHUTTLE_MESSAGES.tooFewStops],
      [{ closesAt: "06:00" }, SHUTTLE_MESSAGES.hours],
      [{ opensAt: "7am" }, SHUTTLE_MESSAGES.time],
      [{ colour: "red" }, SHUTTLE_MESSAGES.colour],
      [{ headwayMin: 1 }, SHUTTLE_MESSAGES.headway],
      [{ flatFareKobo: 10_050 }, SHUTTLE_MESSAGES.fare],
      [{ fares: [{ from: 0, to: 7, amountKobo: 100 }] }, SHUTTLE_MESSAGES.fareStops],
      [{ name: "   " }, SHUTTLE_MESSAGES.nameRequired],
      [
        {
          stops: [
            { name: "Library", lat: 6.8672, lon: 7.4081 },
            { name: "library", lat: 6.8712, lon: 7.4122 },
          ],
        },
        SHUTTLE_MESSAGES.sameStopTwice,
      ],
    ];
    for (const [bad, message] of cases) {
      const res = await create(loop(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.body, JSON.stringify(bad)).toContain(message);
    }
    // A stop of another line cannot be taken.
    const other = (await create(loop())).json().data;
    const line = (await create(loop())).json().data;
    const taken = await asAdmin({
      method: "PUT",
      url: `/api/admin/shuttle/lines/${line.id}`,
      payload: loop({ name: line.name, stops: [other.stops[0], line.stops[1]], fares: [] }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(SHUTTLE_MESSAGES.stopKept);
    expect((await publicLines()).length).toBe(before + 2);
  });

  it("gives a name to one line only, even when ten admins add it at once", async () => {
    const body = loop({ name: "Blue loop" });
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toBe(SHUTTLE_MESSAGES.nameTaken);
    expect((await create(loop({ name: "blue LOOP" }))).statusCode).toBe(409);
  });

  it("posts an alert riders see at once, and ends it once", async () => {
    const line = (await create(loop())).json().data;
    const posted = await asAdmin({
      method: "POST",
      url: `/api/admin/shuttle/lines/${line.id}/alerts`,
      payload: { kind: "detour", message: "Road works at the library: the bus goes round by the bookshop" },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [alert] = posted.json().data.alerts;
    expect(alert).toMatchObject({ kind: "detour" });
    expect((await publicLines()).find((l: { id: string }) => l.id === line.id).alerts).toEqual([alert]);
    const bad = await asAdmin({
      method: "POST",
      url: `/api/admin/shuttle/lines/${line.id}/alerts`,
      payload: { kind: "party", message: "" },
    });
    expect(bad.statusCode).toBe(400);
    const ended = await asAdmin({ method: "DELETE", url: `/api/admin/shuttle/alerts/${alert.id}` });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.alerts).toEqual([]);
    expect(
      (await asAdmin({ method: "DELETE", url: `/api/admin/shuttle/alerts/${alert.id}` })).statusCode,
    ).toBe(404);
  });

  it("assigns drivers of a bus only", async () => {
    const line = (await create(loop())).json().data;
    const bus = await namedDriver(t, "Obinna Eze", "Shuttle Bus");
    const keke = await namedDriver(t, "Kelechi Obi", "Keke");
    const rider = await createUser(t);
    const url = `/api/admin/shuttle/lines/${line.id}/drivers`;
    const refused = await asAdmin({ method: "PUT", url, payload: { driverIds: [bus.id, keke.id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SHUTTLE_MESSAGES.notABus("Kelechi Obi"));
    const notDriver = await asAdmin({ method: "PUT", url, payload: { driverIds: [rider.id] } });
    expect(notDriver.json().message).toBe(SHUTTLE_MESSAGES.driverNotFound);
    const saved = await asAdmin({ method: "PUT", url, payload: { driverIds: [bus.id, bus.id] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.drivers).toEqual([
      expect.objectContaining({ id: bus.id, fullName: "Obinna Eze", vehicleType: "Shuttle Bus", seats: 3 }),
    ]);
    const cleared = await asAdmin({ method: "PUT", url, payload: { driverIds: [] } });
    expect(cleared.json().data.drivers).toEqual([]);
  });

  it("is for admins only: riders and drivers get 403, nobody signed in 401", async () => {
    const line = (await create(loop())).json().data;
    const rider = await signedIn(t, await createUser(t));
    const calls = [
      { method: "GET", url: "/api/admin/shuttle/lines" },
      { method: "POST", url: "/api/admin/shuttle/lines", payload: loop() },
      { method: "PUT", url: `/api/admin/shuttle/lines/${line.id}`, payload: loop() },
      { method: "PUT", url: `/api/admin/shuttle/lines/${line.id}/drivers`, payload: { driverIds: [] } },
    ] as const;
    for (const call of calls) {
      expect((await rider(call)).statusCode, call.url).toBe(403);
      expect((await client(t)(call)).statusCode, call.url).toBe(401);
    }
  });
});
