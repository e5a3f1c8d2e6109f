import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  driverSignupSchema,
  loginSchema,
  MESSAGES,
  passengerSignupSchema,
  resetPasswordSchema,
} from "../src/index.ts";
import { COMMON_PASSWORDS } from "../src/schemas/common-passwords.ts";
import { isWeakPassword } from "../src/schemas/password-rules.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("weak passwords", () => {
  it("the message is the one the forms show", () => {
    expect(MESSAGES.commonPassword).toBe("Please choose a less common password");
  });

  it("the blocklist holds a few hundred lower-case entries of at least the minimum length", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(300);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(5);
    }
  });

  it.each([
    ["repeated characters", ["aaaaa", "00000", "ZZZZZZ", "ababab", "abcabcabc", "!!!!!"]],
    ["sequences", ["12345", "54321", "abcde", "EDCBA", "456789", "mnopqr"]],
    ["keyboard rows", ["qwert", "asdfg", "zxcvb", "poiuy", "67890", "QWERTYUIOP", "lkjhg"]],
    ["the blocklist, in any case", ["password", "Password", "PASSW0RD", "iloveyou", "football", "nsukka123"]],
    [
      "the blocklist with separators or trailing digits",
      ["pass-word", "i love you", "monkey2024", "dragon7"],
    ],
    [
      "the demo password and its variants",
      ["campusgo-demo", "CampusGo-Demo", "campusgo demo", "campusgo-demo1"],
    ],
    ["a pattern with trailing digits", ["aaa12345", "abc2024", "qwerty99"]],
  ])("refuses %s", (_kind, examples) => {
    for (const password of examples) expect(isWeakPassword(password), password).toBe(true);
  });

  it.each([
    "keke-to-hilltop",
    "drive-safely",
    "s3cret-ride",
    "ride-safe-123",
    "Odim gate at 7",
    "aaaab-zebra",
    "my-12345-keke",
  ])("accepts %s", (password) => {
    expect(isWeakPassword(password)).toBe(false);
  });

  it("any single character repeated is weak, at any length", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 5, max: 40 }), (c, n) =>
        isWeakPassword(c.repeat(n)),
      ),
    );
  });

  it("applies wherever a password is set: sign-up of both roles, reset and change", () => {
    const weak = "qwerty";
    expect(
      firstMessage(
        passengerSignupSchema.safeParse({
          fullName: "Ada Obi",
          email: "ada@unn.edu.ng",
          phoneNumber: "08031234567",
          password: weak,
        }),
      ),
    ).toBe(MESSAGES.commonPassword);
    expect(
      firstMessage(
        driverSignupSchema.safeParse({
          firstName: "Chidi",
          email: "chidi@unn.edu.ng",
          phoneNumber: "08031234567",
          password: weak,
          confirmPassword: weak,
          city: "Kano",
        }),
      ),
    ).toBe(MESSAGES.commonPassword);
    expect(firstMessage(resetPasswordSchema.safeParse({ newPassword: weak, confirmNewPassword: weak }))).toBe(
      MESSAGES.commonPassword,
    );
    expect(
      firstMessage(
        changePasswordSchema.safeParse({ oldPassword: "x", newPassword: weak, confirmPassword: weak }),
      ),
    ).toBe(MESSAGES.commonPassword);
  });

  it("the minimum length is checked first, and login never judges an existing password", () => {
    expect(
      firstMessage(
        passengerSignupSchema.safeParse({
          fullName: "Ada Obi",
          email: "ada@unn.edu.ng",
          phoneNumber: "08031234567",
          password: "aaaa",
        }),
      ),
    ).toBe(MESSAGES.passwordMin);
    expect(
      loginSchema.safeParse({ email_or_phone: "rider@campusgo.demo", password: "campusgo-demo" }).success,
    ).toBe(true);
  });
});
