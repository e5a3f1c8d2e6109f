import { PAYMENT_MESSAGES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { isOwedError } from "./owed.ts";

describe("isOwedError", () => {
  it("recognises the server's refusal to book while a trip is unpaid", () => {
    expect(isOwedError(new ApiError(409, PAYMENT_MESSAGES.owed))).toBe(true);
  });

  it("leaves every other error to the usual toast", () => {
    expect(isOwedError(new ApiError(409, "You already have a ride in progress."))).toBe(false);
    expect(isOwedError(new ApiError(400, PAYMENT_MESSAGES.owed))).toBe(false);
    expect(isOwedError(new Error(PAYMENT_MESSAGES.owed))).toBe(false);
  });
});
