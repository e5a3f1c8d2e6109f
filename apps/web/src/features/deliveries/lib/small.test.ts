import { describe, expect, it } from "vitest";
import { sizeVehicles } from "./size-vehicles.ts";

describe("sizeVehicles", () => {
  it("says which vehicles take each size", () => {
    expect(sizeVehicles("small")).toBe("Okada, keke or car");
    expect(sizeVehicles("medium")).toBe("Keke or car");
    expect(sizeVehicles("large")).toBe("Car only");
  });
});
