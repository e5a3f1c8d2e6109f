import { z } from "zod";
import { LIMITS } from "../constants.ts";
import { MESSAGES } from "../messages.ts";
import { oneLineText } from "./text.ts";

export { multiLineText, oneLineText, stripInvisible, toMultiLine, toOneLine } from "./text.ts";

/** Looks like name@host.tld and has no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits only, at least 10 of them (at most 15, the longest international number). */
export const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneMinDigits},15}$`);

export const email = oneLineText({ error: MESSAGES.invalidEmail })
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail })
  .max(254, { error: MESSAGES.invalidEmail });

export const phoneNumber = oneLineText({ error: MESSAGES.invalidPhone }).regex(PHONE_PATTERN, {
  error: MESSAGES.invalidPhone,
});

export const fullName = oneLineText({ error: MESSAGES.fullNameMin })
  .min(LIMITS.nameMin, { error: MESSAGES.fullNameMin })
  .max(100, { error: "Full name must be at most 100 characters" });

/** A password as entered at login: only the minimum length is checked. */
export const loginPassword = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.passwordMin, { error: MESSAGES.passwordMin })
  .max(200, { error: "Password must be at most 200 characters" });

/**
 * A new password at sign-up: the spec's minimum length. How hard it is to guess is judged with the account's
 * details by `judgePassword` (@campusgo/domain/password-strength), on the server and in the form.
 */
export const newSignupPassword = loginPassword;

/** A new password at reset or change: the spec's 6 characters; its strength is judged as at sign-up. */
export const resetPassword = z
  .string({ error: MESSAGES.resetPasswordMin })
  .min(LIMITS.resetPasswordMin, { error: MESSAGES.resetPasswordMin })
  .max(200, { error: "Password must be at most 200 characters" });

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}
