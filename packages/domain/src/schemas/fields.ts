import { z } from "zod";
import { LIMITS } from "../constants.ts";
import { MESSAGES } from "../messages.ts";

/** Looks like name@host.tld and has no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits only, at least 10 of them (at most 15, the longest international number). */
export const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneMinDigits},15}$`);

/** Passwords nobody should use; refused at sign-up and whenever a password is set. */
export const COMMON_PASSWORDS = new Set([
  "12345",
  "123456",
  "1234567",
  "12345678",
  "123456789",
  "1234567890",
  "password",
  "password1",
  "qwerty",
  "qwerty123",
  "abc123",
  "11111",
  "111111",
  "000000",
  "admin",
  "letmein",
  "welcome",
  "iloveyou",
  "monkey",
  "football",
  "passw0rd",
  "campusgo",
  "nsukka",
]);
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another one";

export const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })
  .max(254, { error: MESSAGES.invalidEmail });

export const phoneNumber = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .regex(PHONE_PATTERN, { error: MESSAGES.invalidPhone });

export const fullName = z
  .string({ error: MESSAGES.fullNameMin })
  .trim()
  .min(LIMITS.nameMin, { error: MESSAGES.fullNameMin })
  .max(100, { error: "Full name must be at most 100 characters" });

/** A password as entered at login: only the minimum length is checked. */
export const loginPassword = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.passwordMin, { error: MESSAGES.passwordMin })
  .max(200, { error: "Password must be at most 200 characters" });

/** A new password at sign-up: the minimum length plus the common-password list. */
export const newSignupPassword = loginPassword.refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), {
  error: COMMON_PASSWORD_MESSAGE,
});

/** A new password at reset or change: at least 6 characters, not a common one. */
export const resetPassword = z
  .string({ error: MESSAGES.resetPasswordMin })
  .min(LIMITS.resetPasswordMin, { error: MESSAGES.resetPasswordMin })
  .max(200, { error: "Password must be at most 200 characters" })
  .refine((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), { error: COMMON_PASSWORD_MESSAGE });

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
