import { type LineInput, SHUTTLE_RUN_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverJobs, shuttleRuns, tripEvents, type User } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { bookDelivery, moveDelivery, namedDriver } from "./helpers/deliveries.ts";
import { MANUAL_DISPATCH, ownArea } from "./helpers/rides.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let asAdmin: Client;
beforeAll(async () => {
  t = await createTestApp(MANUAL_DISPATCH);
  asAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
});
afterAll(() => t.close());

let lines = 0;
const allDay = { opensAt: "00:00", closesAt: "23:59" };
/** Hours that keep the line closed now and for at least the next hour (West Africa Time). */
const closedNow = () =>
  new Date(Date.now() + 3600_000).getUTCHours() < 12
    ? { opensAt: "13:00", closesAt: "23:00" }
    : { opensAt: "01:00", closesAt: "11:00" };
const lineBody = (hours: Pick<LineInput, "opensAt" | "closesAt"> = allDay): LineInput => ({
  name: `Run loop ${++lines}`,
  colour: "#1B7F4C",
  stops: [
    { name: "Main gate", lat: 6.8588, lon: 7.3957 },
    { name: "Library", lat: 6.8672, lon: 7.4081 },
  ],
  ...hours,
  headwayMin: 10,
  flatFareKobo: 10_000,
});

/** A line with a bus driver assigned to it. */
async function lineWithBus(seats = 3, hours = allDay) {
  const line = (
    await asAdmin({ method: "POST", url: "/api/admin/shuttle/lines", payload: lineBody(hours) })
  ).json().data;
  const driver = await namedDriver(t, "Obinna Eze", "Shuttle Bus");
  const assigned = await asAdmin({
    method: "PUT",
    url: `/api/admin/shuttle/lines/${line.id}/drivers`,
    payload: { driverIds: [driver.id] },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return { line, driver, api: await signedIn(t, driver), seats };
}

const start = (api: Client, lineId: string) =>
  api({ method: "POST", url: "/api/driver/shuttle/runs", payload: { lineId } });
const jobOf = async (driver: User) =>
  (await t.database.db.select().from(driverJobs).where(eq(driverJobs.driverId, driver.id)))[0];

describe("a driver's run of a line", () => {
  it("starts as the driver's one job with the bus's seats, and ends", async () => {
    const { line, driver, api } = await lineWithBus();
    const lines = (await api({ method: "GET", url: "/api/driver/shuttle/lines" })).json().data;
    expect(lines.map((l: { id: string }) => l.id)).toEqual([line.id]);
    const res = await start(api, line.id);
    expect(res.statusCode, res.body).toBe(201);
    const run = res.json().data;
    expect(run).toMatchObject({ lineId: line.id, lineName: line.name, status: "running", seats: 3 });
    expect(await jobOf(driver)).toMatchObject({ tripId: run.id, tripKind: "shuttle_run" });
    expect((await api({ method: "GET", url: "/api/driver/shuttle/runs/current" })).json().data).toEqual(run);
    const events = await t.database.db.select().from(tripEvents).where(eq(tripEvents.tripId, run.id));
    expect(events.map((e) => e.event).sort()).toEqual(["create", "start"]);

    const again = await start(api, line.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SHUTTLE_RUN_MESSAGES.anotherJob);

    const ended = await api({ method: "POST", url: `/api/driver/shuttle/runs/${run.id}/end` });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({ status: "ended" });
    expect(await jobOf(driver)).toBeUndefined();
    expect((await api({ method: "GET", url: "/api/driver/shuttle/runs/current" })).json().data).toBeNull();
    expect((await api({ method: "POST", url: `/api/driver/shuttle/runs/${run.id}/end` })).statusCode).toBe(
      409,
    );
  });

  it("starts once when the driver taps ten times at once", async () => {
    const { line, api } = await lineWithBus();
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(api, line.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  it("is refused to a driver not assigned, on a line with no service, and to a driver with a delivery", async () => {
    const { line, driver, api } = await lineWithBus();
    const other = await signedIn(t, await namedDriver(t, "Ada Obi", "Regular Bus"));
    const refused = await start(other, line.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SHUTTLE_RUN_MESSAGES.notAssigned);

    const alert = await asAdmin({
      method: "POST",
      url: `/api/admin/shuttle/lines/${line.id}/alerts`,
      payload: { kind: "no_service", message: "No buses today: exams" },
    });
    const closed = await start(api, line.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(SHUTTLE_RUN_MESSAGES.noService);
    await asAdmin({ method: "DELETE", url: `/api/admin/shuttle/alerts/${alert.json().data.alerts[0].id}` });

    // Carrying a package, the driver finishes it first.
    const { pickup, destination } = ownArea();
    const sender = await signedIn(t, await createUser(t));
    const booked = await bookDelivery(sender, { pickup, dropoff: destination, size: "small" });
    await moveDelivery(t, booked.id, driver, ["accept"]);
    const busy = await start(api, line.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(SHUTTLE_RUN_MESSAGES.anotherJob);
  });

  it("is refused outside the line's operating hours, naming them, and starts nothing", async () => {
    const hours = closedNow();
    const { line, driver, api } = await lineWithBus(3, hours);
    const refused = await start(api, line.id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      SHUTTLE_RUN_MESSAGES.outOfHours(hours.opensAt, hours.closesAt),
    ]);
    expect(await t.database.db.select().from(shuttleRuns).where(eq(shuttleRuns.driverId, driver.id))).toEqual(
      [],
    );
    expect(await jobOf(driver)).toBeUndefined();
    expect((await api({ method: "GET", url: "/api/driver/shuttle/runs/current" })).json().data).toBeNull();
  });

  it("is for drivers: a rider gets 403", async () => {
    const { line } = await lineWithBus();
    const rider = await signedIn(t, await createUser(t));
    expect((await start(rider, line.id)).statusCode).toBe(403);
  });
});
