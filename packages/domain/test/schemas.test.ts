import { describe, expect, it } from "vitest";
import {
  cancelRideSchema,
  driverSignupFormSchema,
  driverSignupSchema,
  emailOnlySchema,
  kycBankSchema,
  kycIdentitySchema,
  kycProfileSchema,
  kycVehicleSchema,
  loginSchema,
  luggageSchema,
  MESSAGES,
  passengerSignupSchema,
  resetPasswordSchema,
  rideTypeSchema,
  splitFullName,
  verifyOtpSchema,
} from "../src/index.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const passenger = {
  fullName: "Ada Obi",
  email: "ada@unn.edu.ng",
  phoneNumber: "08031234567",
  password: "s3cret-ride",
  role: "passenger",
};

describe("sign-up and login rules (SPEC 5)", () => {
  it("accepts a valid passenger and lower-cases the e-mail", () => {
    const r = passengerSignupSchema.parse({ ...passenger, email: "Ada@UNN.edu.ng" });
    expect(r.email).toBe("ada@unn.edu.ng");
  });

  it.each([
    [{ email: "ada@unn" }, MESSAGES.invalidEmail],
    [{ email: "ada obi@unn.edu.ng" }, MESSAGES.invalidEmail],
    [{ phoneNumber: "080312" }, MESSAGES.invalidPhone],
    [{ phoneNumber: "0803123456a" }, MESSAGES.invalidPhone],
    [{ password: "abcd" }, MESSAGES.passwordMin],
    [{ fullName: "Al" }, MESSAGES.fullNameMin],
  ])("refuses %o with the spec's message", (change, message) => {
    expect(firstMessage(passengerSignupSchema.safeParse({ ...passenger, ...change }))).toBe(message);
  });

  it("splits a driver's full name: first word, then the rest", () => {
    expect(splitFullName("  Chinedu  Okafor Eze ")).toEqual({ firstName: "Chinedu", lastName: "Okafor Eze" });
    expect(splitFullName("Chinedu")).toEqual({ firstName: "Chinedu", lastName: "" });
  });

  it("checks the driver's first name and matching passwords", () => {
    const driver = {
      firstName: "Chinedu",
      lastName: "Okafor",
      email: "chi@unn.edu.ng",
      phoneNumber: "08031234567",
      password: "keke-rider",
      confirmPassword: "keke-rider",
      city: "Lagos",
    };
    expect(driverSignupSchema.safeParse(driver).success).toBe(true);
    expect(firstMessage(driverSignupSchema.safeParse({ ...driver, firstName: "Ch" }))).toBe(
      MESSAGES.firstNameMin,
    );
    expect(firstMessage(driverSignupSchema.safeParse({ ...driver, confirmPassword: "other" }))).toBe(
      MESSAGES.passwordsMismatch,
    );
    expect(driverSignupSchema.safeParse({ ...driver, city: "Abuja" }).success).toBe(false);
    const form = { ...driver, fullName: "Ch Okafor" };
    expect(firstMessage(driverSignupFormSchema.safeParse(form))).toBe(MESSAGES.firstNameMin);
  });

  it("takes an e-mail or a phone number at login", () => {
    expect(loginSchema.safeParse({ email_or_phone: "ada@unn.edu.ng", password: "12345" }).success).toBe(true);
    expect(loginSchema.safeParse({ email_or_phone: "08031234567", password: "12345" }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ email_or_phone: "ada", password: "12345" }))).toBe(
      MESSAGES.invalidEmailOrPhone,
    );
    expect(firstMessage(loginSchema.safeParse({ email_or_phone: "ada@unn.edu.ng", password: "1234" }))).toBe(
      MESSAGES.passwordMin,
    );
  });

  it("checks recovery input", () => {
    expect(firstMessage(emailOnlySchema.safeParse({ email: "nope" }))).toBe(MESSAGES.forgotInvalidEmail);
    expect(firstMessage(verifyOtpSchema.safeParse({ otp: "1234" }))).toBe(MESSAGES.otpIncomplete);
    expect(firstMessage(verifyOtpSchema.safeParse({ otp: "12a45" }))).toBe(MESSAGES.otpIncomplete);
    expect(verifyOtpSchema.safeParse({ otp: "12345" }).success).toBe(true);
    expect(
      firstMessage(resetPasswordSchema.safeParse({ newPassword: "abcde", confirmNewPassword: "abcde" })),
    ).toBe(MESSAGES.resetPasswordMin);
    expect(
      firstMessage(
        resetPasswordSchema.safeParse({ newPassword: "keke-ride", confirmNewPassword: "keke-rida" }),
      ),
    ).toBe(MESSAGES.passwordsMismatch);
  });
});

describe("KYC rules (SPEC 5)", () => {
  it("checks each wizard step with the spec's words", () => {
    expect(firstMessage(kycIdentitySchema.safeParse({ documentID: "1", documentPhotos: 1 }))).toBe(
      MESSAGES.selectIdentification,
    );
    expect(
      firstMessage(
        kycIdentitySchema.safeParse({ meansOfIdentification: "NIN", documentID: "  ", documentPhotos: 1 }),
      ),
    ).toBe(MESSAGES.enterDocumentId);
    expect(
      firstMessage(
        kycIdentitySchema.safeParse({ meansOfIdentification: "NIN", documentID: "1", documentPhotos: 0 }),
      ),
    ).toBe(MESSAGES.uploadDocumentImage);
    expect(firstMessage(kycVehicleSchema.safeParse({ plateNumber: "ABC", vehiclePhotos: 1 }))).toBe(
      MESSAGES.selectVehicleType,
    );
    expect(
      firstMessage(kycVehicleSchema.safeParse({ vehicleType: "Keke", plateNumber: "", vehiclePhotos: 1 })),
    ).toBe(MESSAGES.providePlateNumber);
    expect(
      firstMessage(kycBankSchema.safeParse({ bankAccountHolderName: "A", bankAccountNumber: "0123456789" })),
    ).toBe(MESSAGES.selectBank);
    expect(firstMessage(kycProfileSchema.safeParse({ profileImage: 0 }))).toBe(MESSAGES.uploadProfileImage);
  });
});

describe("ride rules (SPEC 5)", () => {
  it("needs a ride type, a luggage option and a cancel reason", () => {
    expect(firstMessage(rideTypeSchema.safeParse(undefined))).toBe(MESSAGES.selectRideFirst);
    expect(rideTypeSchema.safeParse(2).success).toBe(true);
    expect(firstMessage(luggageSchema.safeParse({}))).toBe(MESSAGES.selectLuggageOption);
    expect(firstMessage(luggageSchema.safeParse({ option: "with", pictureCount: 0 }))).toBe(
      MESSAGES.uploadLuggageImage,
    );
    expect(firstMessage(cancelRideSchema.safeParse({ reason: "" }))).toBe(MESSAGES.selectCancelReason);
  });
});
