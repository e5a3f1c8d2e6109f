import { z } from "zod";
import { MESSAGES } from "../messages.ts";
import { isPhone } from "./fields.ts";

/** Nigeria's country calling code. */
export const NIGERIA_CALLING_CODE = "234";

/**
 * A Nigerian mobile number without its trunk 0: 70x, 80x, 81x, 90x, 91x ranges (MTN, Airtel, Glo, 9mobile and
 * the newer operators), ten digits in all. Landlines cannot receive text messages.
 */
const NIGERIAN_MOBILE = /^[789][01]\d{8}$/;

/** What people put between digits when they type a number: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * A Nigerian mobile number as people type it, in E.164 (`+2348031234567`), or null when it is not one.
 * Accepted: `08031234567`, `0803 123 4567`, `8031234567`, `2348031234567`, `+234 803 123 4567`, and
 * `+234 (0) 803...` (the trunk 0 kept after the country code). The digits must pass the app's phone field rule
 * (isPhone: 10 to 15 digits). Anything else, numbers of other countries included, is null.
 */
export function toNigerianE164(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "");
  const digits = compact.startsWith("+") ? compact.slice(1) : compact;
  if (!isPhone(digits)) return null;
  let national: string;
  if (digits.startsWith(`${NIGERIA_CALLING_CODE}0`) && digits.length === 14) national = digits.slice(4);
  else if (digits.startsWith(NIGERIA_CALLING_CODE) && digits.length === 13) national = digits.slice(3);
  else if (compact.startsWith("+")) return null;
  else if (digits.startsWith("0") && digits.length === 11) national = digits.slice(1);
  else national = digits;
  return NIGERIAN_MOBILE.test(national) ? `+${NIGERIA_CALLING_CODE}${national}` : null;
}

/**
 * A Nigerian mobile number field (a recipient of a text message): what the user typed, out as E.164. `message`
 * says what is wrong with anything else.
 */
export const nigerianMobile = (message: string = MESSAGES.invalidPhone) =>
  z
    .string({ error: message })
    .max(40, { error: message })
    .transform((value, ctx) => {
      const e164 = toNigerianE164(value);
      if (e164 === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return e164;
    });

export const nigerianMobileNumber = nigerianMobile();
