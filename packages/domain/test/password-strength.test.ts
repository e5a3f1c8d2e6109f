import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginSchema, MESSAGES, passengerSignupSchema, resetPasswordSchema } from "../src/index.ts";
import {
  judgePassword,
  MIN_PASSWORD_SCORE,
  ownerInputs,
  WEAK_PASSWORD_MESSAGE,
} from "../src/passwords/password-strength.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const ada = { fullName: "Chiamaka Ada Obi", email: "chiamaka.obi@unn.edu.ng", phoneNumber: "08031234567" };

describe("how hard a new password is to guess (zxcvbn)", () => {
  it("the threshold is zxcvbn's 'safely unguessable'", () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
  });

  it.each([
    ["common passwords of five characters", ["11112", "pass1", "test1", "12345", "qwert"]],
    ["common words with digits", ["secret12", "password1", "monkey2024", "football"]],
    [
      "repetitions, sequences and keyboard rows",
      ["aaaaaaaa", "abcabcabc", "987654321", "qwertyuiop", "zxcvbnm,./"],
    ],
    [
      "the demo password, however it is written",
      ["campusgo-demo", "CampusGo-Demo", "campusgo demo", "campusgodemo1"],
    ],
    ["the product's and the campus's words", ["Nsukka-2468", "keke1234", "odenigwe1", "campusgo2025"]],
  ])("refuses %s", (_kind, examples) => {
    for (const password of examples) {
      const verdict = judgePassword(password);
      expect(verdict.strong, password).toBe(false);
      expect(verdict.score, password).toBeLessThan(MIN_PASSWORD_SCORE);
    }
  });

  it.each([
    "keke-to-hilltop",
    "drive-safely",
    "ride-safe-123",
    "odenigwe-night-ride",
    "Odim gate at 7",
    "zebra-lamp",
  ])("accepts %s", (password) => {
    expect(judgePassword(password, ada)).toMatchObject({ strong: true, hints: [], message: "" });
  });

  it("a refusal says why and what would help", () => {
    const secret = judgePassword("secret12");
    expect(secret.message).toBe(`${WEAK_PASSWORD_MESSAGE} ${secret.hints.join(" ")}`);
    expect(secret.hints).toContain("This is similar to a commonly used password.");
    expect(secret.hints).toContain("Add more words that are less common.");
    const place = judgePassword("Nsukka-2468");
    expect(place.hints[0]).toBe("Avoid your name, e-mail, phone number and words of CampusGo or the campus.");
    // Random but short: no warning from zxcvbn, still a suggestion.
    expect(judgePassword("kx7#p").hints).toEqual(["Add more words that are less common."]);
  });

  it("the owner's name, e-mail and phone number are guessed first", () => {
    for (const password of [
      "chiamaka1",
      "ChiamakaObi",
      "chiamaka.obi",
      "Chiamaka-Ada-Obi",
      "obi08031234567",
      "08031234567",
    ]) {
      expect(judgePassword(password, ada).strong, password).toBe(false);
    }
    // Without the owner's details "chiamaka1" looks like a rare word: the same password, another account.
    expect(judgePassword("chiamaka1").strong).toBe(true);
    expect(ownerInputs(ada)).toEqual([
      "chiamakaadaobi",
      "chiamaka ada obi",
      "chiamaka-ada-obi",
      "chiamaka.ada.obi",
      "chiamaka_ada_obi",
      "chiamaka",
      "ada",
      "obi",
      "chiamaka.obi@unn.edu.ng",
      "chiamaka.obi",
      "unn",
      "08031234567",
    ]);
  });

  // Fifty estimates take under a second alone, several on a loaded 2-core machine: a limit for a hang, not a speed.
  it("any single character repeated is weak, at any length", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 5, max: 40 }), (c, n) => {
        return !judgePassword(c.repeat(n)).strong;
      }),
      { numRuns: 50 },
    );
  });

  it("the schemas keep the spec's minimum lengths, and login never judges an existing password", () => {
    const signup = { fullName: "Ada Obi", email: "ada@unn.edu.ng", phoneNumber: "08031234567" };
    expect(firstMessage(passengerSignupSchema.safeParse({ ...signup, password: "aaaa" }))).toBe(
      MESSAGES.passwordMin,
    );
    expect(passengerSignupSchema.safeParse({ ...signup, password: "aaaaa" }).success).toBe(true);
    expect(
      firstMessage(resetPasswordSchema.safeParse({ newPassword: "abcde", confirmNewPassword: "abcde" })),
    ).toBe(MESSAGES.resetPasswordMin);
    expect(
      loginSchema.safeParse({ email_or_phone: "rider@campusgo.demo", password: "campusgo-demo" }).success,
    ).toBe(true);
  });
});
