import { type LineInput, SHUTTLE_MESSAGES } from "@campusgo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { type Client, createUser, signedIn } from "./helpers/users.ts";

let t: TestApp;
let asAdmin: Client;
beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await signedIn(t, await createUser(t, { role: "admin" }));
});
afterAll(() => t.close());

let lines = 0;
/** A line of two points placed on the map (no campus place) and the Library. */
const pointsLine = (overrides: Partial<LineInput> = {}): LineInput => ({
  name: `Map loop ${++lines}`,
  colour: "#1B7F4C",
  stops: [
    { name: "Hostel corner", lat: 6.86512, lon: 7.40733 },
    { name: "Science gate", lat: 6.86895, lon: 7.41377 },
    { name: "Nnamdi Azikiwe Library", lat: 6.8673, lon: 7.4085 },
  ],
  opensAt: "07:00",
  closesAt: "21:00",
  headwayMin: 15,
  flatFareKobo: 10_000,
  ...overrides,
});

const create = (body: LineInput) =>
  asAdmin({ method: "POST", url: "/api/admin/shuttle/lines", payload: body });
const lineById = async (id: string) =>
  ((await asAdmin({ method: "GET", url: "/api/admin/shuttle/lines" })).json().data as { id: string }[]).find(
    (l) => l.id === id,
  ) as { id: string; name: string; stops: { id: string; name: string; lat: number; lon: number }[] };

describe("a line's stops placed as points on the map", () => {
  it("keeps each point where the admin put it, and moves a kept stop to its new point", async () => {
    const res = await create(pointsLine());
    expect(res.statusCode, res.body).toBe(201);
    const line = await lineById(res.json().data.id);
    expect(line.stops.map(({ name, lat, lon }) => ({ name, lat, lon }))).toEqual([
      { name: "Hostel corner", lat: 6.86512, lon: 7.40733 },
      { name: "Science gate", lat: 6.86895, lon: 7.41377 },
      { name: "Nnamdi Azikiwe Library", lat: 6.8673, lon: 7.4085 },
    ]);

    const [corner, gate, library] = line.stops as [
      (typeof line.stops)[0],
      (typeof line.stops)[0],
      (typeof line.stops)[0],
    ];
    const moved = await asAdmin({
      method: "PUT",
      url: `/api/admin/shuttle/lines/${line.id}`,
      payload: pointsLine({
        name: line.name,
        stops: [corner, { ...gate, lat: 6.8701, lon: 7.4149 }, library],
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await lineById(line.id);
    // The same stop (its bookings and travel times stay with it), at its new point.
    expect(after.stops[1]).toEqual({ ...gate, lat: 6.8701, lon: 7.4149 });
    expect(after.stops[0]).toEqual(corner);
  });

  it("refuses a point far from the line's other stops on that stop's row, and changes nothing", async () => {
    const line = (await create(pointsLine())).json().data as { id: string; name: string };
    const before = await lineById(line.id);
    // Lagos, clicked on a zoomed-out map: the third stop, not the two on campus.
    const far = pointsLine({
      name: line.name,
      stops: [...before.stops.slice(0, 2), { name: "Lagos", lat: 6.5244, lon: 3.3792 }],
    });
    const res = await asAdmin({ method: "PUT", url: `/api/admin/shuttle/lines/${line.id}`, payload: far });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: SHUTTLE_MESSAGES.stopTooFar,
      errors: { "stops.2": SHUTTLE_MESSAGES.stopTooFar },
    });
    expect(Object.keys(res.json().errors)).toEqual(["stops.2"]);
    expect(await lineById(line.id)).toEqual(before);

    // A point that is no place on Earth (a map wrapped round the world) is refused on its row too.
    const wrapped = await create(
      pointsLine({
        stops: [...pointsLine().stops.slice(0, 2), { name: "Far east", lat: 6.8673, lon: 367.4 }],
      }),
    );
    expect(wrapped.statusCode).toBe(400);
    expect(Object.keys(wrapped.json().errors)).toEqual(["stops.2.lon"]);
  });
});
