import type { ShuttleLineView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { landmarksNearLines, lineToShow, NEAR_STOP_MAX_M, nearestStop } from "./nearest-stop.ts";

const stop = (id: string, lat: number, lon: number) => ({ id, name: id, lat, lon });

const line = (id: string, stops: ReturnType<typeof stop>[]): ShuttleLineView => ({
  id,
  name: id,
  colour: "#1B7F4C",
  loop: true,
  opensAt: "07:00",
  closesAt: "21:00",
  headwayMin: 15,
  flatFareKobo: 10_000,
  fares: [],
  stops,
  alerts: [],
});

const red = line("red", [stop("main-gate", 6.8585, 7.4089), stop("library", 6.8671, 7.4095)]);
const blue = line("blue", [stop("hill-top", 6.8731, 7.4142), stop("odenigwe", 6.8769, 7.4028)]);

describe("the nearest stop", () => {
  it("is the closest stop of the line to the rider", () => {
    const near = nearestStop(red.stops, { lat: 6.8668, lon: 7.4097 });
    expect(near?.stop.id).toBe("library");
    expect(near?.metres).toBeLessThan(50);
  });

  it("is none without a position, or when every stop is far away", () => {
    expect(nearestStop(red.stops, null)).toBeNull();
    // Enugu, about 50 km south.
    expect(nearestStop(red.stops, { lat: 6.4584, lon: 7.5464 })).toBeNull();
    expect(NEAR_STOP_MAX_M).toBeGreaterThan(1000);
  });
});

describe("the line shown", () => {
  it("is the one the rider chose", () => {
    expect(lineToShow([red, blue], "blue", { lat: 6.8585, lon: 7.4089 })?.id).toBe("blue");
  });

  it("is the one with the stop nearest to the rider, else the first", () => {
    expect(lineToShow([red, blue], null, { lat: 6.877, lon: 7.403 })?.id).toBe("blue");
    expect(lineToShow([red, blue], null, null)?.id).toBe("red");
    expect(lineToShow([red, blue], "gone", null)?.id).toBe("red");
    expect(lineToShow([], null, null)).toBeUndefined();
  });
});

describe("the places a rider may say they are near", () => {
  const place = (id: string, kind: string, lat: number, lon: number) => ({ id, name: id, kind, lat, lon });

  it("are the places a line serves, by name, without towns or places no stop is near", () => {
    const places = [
      place("Zik's Flats", "area", 6.8682, 7.4028),
      place("Enugu", "town", 6.4584, 7.5464),
      place("Library", "landmark", 6.8669, 7.4099),
      place("Obollo Afor", "area", 6.9102, 7.5131),
    ];
    expect(landmarksNearLines(places, [red, blue]).map((p) => p.id)).toEqual(["Library", "Zik's Flats"]);
    expect(landmarksNearLines(places, [])).toEqual([]);
  });

  it("lead to the line with the stop nearest to the place", () => {
    const odenigwe = place("Odenigwe", "area", 6.8765, 7.4031);
    expect(lineToShow([red, blue], null, odenigwe)?.id).toBe("blue");
    expect(nearestStop(blue.stops, odenigwe)?.stop.id).toBe("odenigwe");
  });
});
