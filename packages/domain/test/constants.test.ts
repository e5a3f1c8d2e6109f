import { describe, expect, it } from "vitest";
import {
  BANKS,
  CANCEL_REASONS,
  DRIVER_CITIES,
  IDENTIFICATION_OPTIONS_EARLIER,
  IDENTIFICATION_OPTIONS_WIZARD,
  LIMITS,
  RIDE_TYPES,
  SERVICE_AREAS,
  SEX_OPTIONS,
  TIMINGS,
  TOAST,
  VEHICLE_TYPES,
} from "../src/index.ts";

describe("business constants (SPEC 9)", () => {
  it("lists the fifteen banks in the spec's order", () => {
    expect(BANKS).toHaveLength(15);
    expect(BANKS[0]).toBe("Access");
    expect(BANKS.at(-1)).toBe("Jaiz");
  });

  it("has the ride types with ids 1 to 3", () => {
    expect(RIDE_TYPES).toEqual([
      { id: 1, name: "Keke" },
      { id: 2, name: "Okada" },
      { id: 3, name: "Shuttle" },
    ]);
  });

  it("has the options of every list", () => {
    expect(DRIVER_CITIES).toEqual(["Anambra", "Lagos", "Kano"]);
    expect(VEHICLE_TYPES).toEqual(["Keke", "Car", "Shuttle Bus", "Motorcycle", "Regular Bus", "Truck"]);
    expect(SERVICE_AREAS).toEqual(["Odenigwe", "Hill-Top", "Main gate", "Behind Flat", "Odeim gate"]);
    expect(CANCEL_REASONS).toHaveLength(6);
    expect(CANCEL_REASONS.at(-1)).toBe("Other reasons");
    expect(IDENTIFICATION_OPTIONS_WIZARD).toEqual([
      "NIN",
      "Driver's License",
      "International Passport",
      "Voter's Card",
    ]);
    expect(IDENTIFICATION_OPTIONS_EARLIER).toEqual([
      "NIN",
      "Driving Licence",
      "Voters Card",
      "Birth Certificate",
      "International Passport",
    ]);
    expect(SEX_OPTIONS).toEqual(["male", "female"]);
  });

  it("has the spec's timings and limits", () => {
    expect(TIMINGS.resendCountdownMs).toBe(180_000);
    expect(TIMINGS.errorBannerMs).toBe(5000);
    expect(TIMINGS.geolocationTimeoutMs).toBe(10_000);
    expect(TIMINGS.refreshSpinnerMs).toBe(15_000);
    // 6.67 percent each 500 ms fills the bar in about 7.5 s.
    expect(Math.ceil(100 / TIMINGS.lookingForStepPercent) * TIMINGS.lookingForTickMs).toBe(7500);
    expect(LIMITS).toMatchObject({ otpLength: 5, passwordMin: 5, resetPasswordMin: 6, kycMaxImages: 4 });
    expect(TOAST.durationMs).toMatchObject({ blank: 4000, error: 4000, custom: 4000, success: 2000 });
    expect(TOAST.limit).toBe(20);
  });
});
