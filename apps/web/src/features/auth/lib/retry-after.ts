import { ApiError } from "../../../lib/api-client.ts";

/** The wait a 429 answer asks for, in milliseconds (its retryAfter is in seconds), or undefined. */
export function retryAfterMs(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const value = error.body.retryAfter;
  const seconds = typeof value === "number" ? value : Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}
