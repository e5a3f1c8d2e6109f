import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random 256-bit token, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored instead of a token. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
