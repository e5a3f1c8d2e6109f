import { SHUTTLE_MESSAGES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import type { AdminLineView } from "./admin-types.ts";
import {
  addPoint,
  draftOf,
  emptyDraft,
  inputOf,
  moveStop,
  placeStop,
  removeStop,
  serverErrors,
  wholeNairaKobo,
} from "./line-draft.ts";

const line: AdminLineView = {
  id: "line-1",
  name: "Green line",
  colour: "#1B7F4C",
  loop: true,
  opensAt: "07:00",
  closesAt: "21:00",
  headwayMin: 15,
  flatFareKobo: 20_000,
  fares: [{ fromStopId: "a", toStopId: "c", amountKobo: 15_000 }],
  stops: [
    { id: "a", name: "Main gate", lat: 6.86, lon: 7.4 },
    { id: "b", name: "Library", lat: 6.87, lon: 7.41 },
    { id: "c", name: "Hill-top", lat: 6.88, lon: 7.42 },
  ],
  alerts: [],
  drivers: [],
};

describe("wholeNairaKobo", () => {
  it("reads whole naira, with or without the sign and commas", () => {
    expect(wholeNairaKobo("200")).toBe(20_000);
    expect(wholeNairaKobo("₦1,500")).toBe(150_000);
    expect(wholeNairaKobo(" 0 ")).toBe(0);
  });

  it("refuses kobo, signs and words", () => {
    expect(wholeNairaKobo("150.50")).toBeNull();
    expect(wholeNairaKobo("-5")).toBeNull();
    expect(wholeNairaKobo("")).toBeNull();
    expect(wholeNairaKobo("two")).toBeNull();
  });
});

describe("inputOf", () => {
  it("sends kept stops with their ids in the new order and fares by their stops' new places", () => {
    const draft = draftOf(line);
    const moved = { ...draft, stops: moveStop(draft.stops, "c", -1) };
    const answer = inputOf(moved);
    expect(answer).toEqual({
      input: {
        name: "Green line",
        colour: "#1B7F4C",
        loop: true,
        opensAt: "07:00",
        closesAt: "21:00",
        headwayMin: 15,
        flatFareKobo: 20_000,
        stops: [
          { id: "a", name: "Main gate", lat: 6.86, lon: 7.4 },
          { id: "c", name: "Hill-top", lat: 6.88, lon: 7.42 },
          { id: "b", name: "Library", lat: 6.87, lon: 7.41 },
        ],
        fares: [{ from: 0, to: 1, amountKobo: 15_000 }],
      },
    });
  });

  it("says which amounts are not whole naira, and which fares lack a stop", () => {
    const draft = { ...emptyDraft(), headway: "ten", flatFare: "1.5" };
    draft.fares = [{ key: "f", from: "", to: "", naira: "100" }];
    expect(inputOf(draft)).toEqual({
      errors: {
        fields: { headwayMin: SHUTTLE_MESSAGES.headway, flatFareKobo: SHUTTLE_MESSAGES.fare },
        stops: {},
        fares: { f: SHUTTLE_MESSAGES.fareStops },
      },
    });
  });
});

describe("removeStop", () => {
  it("takes the fares to and from the stop with it", () => {
    const { stops, fares } = removeStop(draftOf(line), "c");
    expect(stops.map((s) => s.name)).toEqual(["Main gate", "Library"]);
    expect(fares).toEqual([]);
  });
});

describe("stops placed on the map", () => {
  it("adds a point as the last stop, named New stop N with a number no stop has yet", () => {
    const stops = addPoint(draftOf(line).stops, 6.8651, 7.4073);
    expect(stops.at(-1)).toMatchObject({ id: null, name: "New stop 4", lat: 6.8651, lon: 7.4073 });
    const again = addPoint(
      stops.map((s, i) => (i === 0 ? { ...s, name: "New stop 5" } : s)),
      6.869,
      7.414,
    );
    expect(again.map((s) => s.name)).toEqual([
      "New stop 5",
      "Library",
      "Hill-top",
      "New stop 4",
      "New stop 6",
    ]);
    // Sent as a new stop at its point.
    const draft = { ...draftOf(line), stops: again };
    const answer = inputOf(draft);
    expect("input" in answer && answer.input.stops.at(-1)).toEqual({
      name: "New stop 6",
      lat: 6.869,
      lon: 7.414,
    });
  });

  it("moves a dragged stop to its new point, keeping it (its id) and its place in the line", () => {
    const draft = draftOf(line);
    const stops = placeStop(draft.stops, "b", 6.8701, 7.4149);
    expect(stops[1]).toEqual({ key: "b", id: "b", name: "Library", lat: 6.8701, lon: 7.4149 });
    expect(stops[0]).toEqual(draft.stops[0]);
    const answer = inputOf({ ...draft, stops });
    expect("input" in answer && answer.input.stops[1]).toEqual({
      id: "b",
      name: "Library",
      lat: 6.8701,
      lon: 7.4149,
    });
  });

  it("puts the server's refusal of a far point on that stop's row", () => {
    const draft = { ...draftOf(line), stops: addPoint(draftOf(line).stops, 6.5244, 3.3792) };
    const errors = serverErrors(draft, SHUTTLE_MESSAGES.stopTooFar, {
      errors: { "stops.3": SHUTTLE_MESSAGES.stopTooFar },
    });
    expect(errors.stops).toEqual({ [draft.stops[3]?.key as string]: SHUTTLE_MESSAGES.stopTooFar });
    expect(errors.form).toBeUndefined();
  });
});

describe("serverErrors", () => {
  const draft = draftOf(line);

  it("puts each message under its field, stop or fare", () => {
    const errors = serverErrors(draft, SHUTTLE_MESSAGES.hours, {
      errors: {
        closesAt: SHUTTLE_MESSAGES.hours,
        "stops.1.name": SHUTTLE_MESSAGES.sameStopTwice,
        "fares.0": SHUTTLE_MESSAGES.fareTwice,
      },
    });
    expect(errors.fields).toEqual({ closesAt: SHUTTLE_MESSAGES.hours });
    expect(errors.stops).toEqual({ b: SHUTTLE_MESSAGES.sameStopTwice });
    expect(Object.values(errors.fares)).toEqual([SHUTTLE_MESSAGES.fareTwice]);
    expect(errors.form).toBeUndefined();
  });

  it("puts a name taken under the name, and any other refusal over the whole form", () => {
    expect(serverErrors(draft, SHUTTLE_MESSAGES.nameTaken, { field: "name" }).fields).toEqual({
      name: SHUTTLE_MESSAGES.nameTaken,
    });
    expect(serverErrors(draft, SHUTTLE_MESSAGES.stopKept, {}).form).toBe(SHUTTLE_MESSAGES.stopKept);
  });
});
