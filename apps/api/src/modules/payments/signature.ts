import { createHmac, timingSafeEqual } from "node:crypto";

/** Paystack's webhook signature: the hex HMAC-SHA512 of the raw body with the secret key. */
export function signWebhook(rawBody: Buffer | string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

/** Compares in constant time; a missing or malformed signature is simply not valid. */
export function isValidSignature(rawBody: Buffer, signature: unknown, secretKey: string): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secretKey), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}
