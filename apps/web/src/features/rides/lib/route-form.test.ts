import { RIDE_MESSAGES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { routeFormSchema, samePlaceError } from "./route-form.ts";

const place = { lat: 6.86, lon: 7.41, name: "Main Gate" };
const elsewhere = { lat: 6.87, lon: 7.41, name: "Hill-top" };
/** About 50 m from `place`: the same place for a trip. */
const nextDoor = { lat: 6.8604, lon: 7.41, name: "Main Gate bus stop" };

describe("routeFormSchema", () => {
  it("accepts a ride type, a pickup and a destination", () => {
    expect(routeFormSchema.safeParse({ rideType: 1, pickup: place, destination: elsewhere }).success).toBe(
      true,
    );
  });

  it("refuses the same place as pickup and destination, under the destination, with the server's words", () => {
    for (const destination of [place, nextDoor]) {
      const result = routeFormSchema.safeParse({ rideType: 1, pickup: place, destination });
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ["destination", RIDE_MESSAGES.sameLocation],
      ]);
    }
    expect(samePlaceError(place, nextDoor)).toBe(RIDE_MESSAGES.sameLocation);
    expect(samePlaceError(place, elsewhere)).toBeNull();
    expect(samePlaceError(place, null)).toBeNull();
  });

  it("says what is missing with the booking screen's words", () => {
    const result = routeFormSchema.safeParse({ rideType: null, pickup: null, destination: null });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({
      rideType: "Please select a ride first.",
      pickup: "Please set your pickup point.",
      destination: "Please choose where you are going.",
    });
  });

  it("refuses a ride type that does not exist", () => {
    expect(routeFormSchema.safeParse({ rideType: 9, pickup: place, destination: elsewhere }).success).toBe(
      false,
    );
  });
});
