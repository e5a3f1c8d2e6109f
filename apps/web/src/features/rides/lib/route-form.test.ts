import { describe, expect, it } from "vitest";
import { routeFormSchema } from "./route-form.ts";

const place = { lat: 6.86, lon: 7.41, name: "Main Gate" };

describe("routeFormSchema", () => {
  it("accepts a ride type, a pickup and a destination", () => {
    expect(routeFormSchema.safeParse({ rideType: 1, pickup: place, destination: place }).success).toBe(true);
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
    expect(routeFormSchema.safeParse({ rideType: 9, pickup: place, destination: place }).success).toBe(false);
  });
});
