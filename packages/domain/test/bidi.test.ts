import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createRideSchema,
  driverSignupFormSchema,
  driverSignupSchema,
  editProfileSchema,
  kycBankSchema,
  kycVehicleSchema,
  MESSAGES,
  passengerSignupSchema,
  rateRideSchema,
  stripBidiControls,
} from "../src/index.ts";

const CONTROLS = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
const RLO = "\u202E";
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("bidirectional controls in text shown to others", () => {
  it("strips every embedding, override, isolate and mark, and nothing else", () => {
    expect(stripBidiControls(`a${CONTROLS.join("")}b`)).toBe("ab");
    expect(stripBidiControls("Ọ̀kàfọ̀ عربي עברית")).toBe("Ọ̀kàfọ̀ عربي עברית");
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...CONTROLS))), (parts) => {
        const clean = stripBidiControls(parts.join(""));
        return CONTROLS.every((c) => !clean.includes(c)) && stripBidiControls(clean) === clean;
      }),
    );
  });

  it("names lose them before the length checks", () => {
    const passenger = {
      email: "ada@unn.edu.ng",
      phoneNumber: "08031234567",
      password: "s3cret-ride",
    };
    expect(passengerSignupSchema.parse({ ...passenger, fullName: `Ada ${RLO}exe.gnp` }).fullName).toBe(
      "Ada exe.gnp",
    );
    expect(
      firstMessage(passengerSignupSchema.safeParse({ ...passenger, fullName: ` ${RLO}Al\u202C ` })),
    ).toBe(MESSAGES.fullNameMin);
    const driver = { ...passenger, confirmPassword: passenger.password, city: "Lagos" };
    expect(
      driverSignupSchema.parse({ ...driver, firstName: `\u2066Chidi\u2069`, lastName: `\u200FOkafor` }),
    ).toMatchObject({
      firstName: "Chidi",
      lastName: "Okafor",
    });
    expect(firstMessage(driverSignupSchema.safeParse({ ...driver, firstName: `Ch${RLO}` }))).toBe(
      MESSAGES.firstNameMin,
    );
    expect(firstMessage(driverSignupFormSchema.safeParse({ ...driver, fullName: `${RLO}Ch Okafor` }))).toBe(
      MESSAGES.firstNameMin,
    );
    expect(editProfileSchema.parse({ ...passenger, fullName: `${RLO}Amaka Obi` }).fullName).toBe("Amaka Obi");
  });

  it("KYC names, ride notes, place names and rating comments lose them too", () => {
    expect(
      kycBankSchema.parse({
        bankName: "UBA",
        bankAccountHolderName: `${RLO}Ada Obi`,
        bankAccountNumber: "0123456789",
      }).bankAccountHolderName,
    ).toBe("Ada Obi");
    const vehicle = kycVehicleSchema.parse({
      vehicleType: "Keke",
      plateNumber: `${RLO}ENU-123`,
      vehicleColor: `Yellow\u200E`,
      vehiclePhotos: 1,
    });
    expect(vehicle).toMatchObject({ plateNumber: "ENU-123", vehicleColor: "Yellow" });
    const place = (name: string) => ({ lat: 6.8673, lon: 7.4085, name });
    const ride = createRideSchema.parse({
      rideType: 1,
      pickup: place(`${RLO}Odenigwe`),
      destination: { ...place("Main gate"), lat: 6.86 },
      note: `Blue gate ${RLO}eman ym`,
      luggage: { hasLuggage: false },
    });
    expect(ride).toMatchObject({ pickup: { name: "Odenigwe" }, note: "Blue gate eman ym" });
    expect(rateRideSchema.parse({ stars: 5, comment: `Great ${RLO}ride` }).comment).toBe("Great ride");
  });
});
