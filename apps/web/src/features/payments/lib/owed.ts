import { PAYMENT_MESSAGES } from "@campusgo/domain";
import { ApiError } from "../../../lib/api-client.ts";

/** The server refused a booking because the last trip (or a cancellation fee) is not paid yet (409). */
export function isOwedError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.message === PAYMENT_MESSAGES.owed || error.message === PAYMENT_MESSAGES.owedFee)
  );
}
