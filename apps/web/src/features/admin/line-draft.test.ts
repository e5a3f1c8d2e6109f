import { SHUTTLE_MESSAGES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import type { AdminLineView } from "./admin-types.ts";
import {
  draftOf,
  emptyDraft,
  inputOf,
  moveStop,
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
