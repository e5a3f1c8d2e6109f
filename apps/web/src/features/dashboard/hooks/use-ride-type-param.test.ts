import { describe, expect, it } from "vitest";
import { rideTypeOfParam } from "./use-ride-type-param.ts";

describe("rideTypeOfParam", () => {
  it("reads the ride types by name, in any case", () => {
    expect(rideTypeOfParam("shuttle")).toBe(3);
    expect(rideTypeOfParam("Keke")).toBe(1);
    expect(rideTypeOfParam(" OKADA ")).toBe(2);
  });

  it("ignores anything else", () => {
    expect(rideTypeOfParam(null)).toBeNull();
    expect(rideTypeOfParam("")).toBeNull();
    expect(rideTypeOfParam("bus")).toBeNull();
    expect(rideTypeOfParam("3")).toBeNull();
  });
});
