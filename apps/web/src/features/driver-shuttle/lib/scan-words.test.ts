import { SEAT_MESSAGES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import {
  cameraErrorWords,
  RETRY_SAME_CODE_MS,
  refusalWords,
  retryAfterMs,
  SCAN_WORDS,
} from "./scan-words.ts";

describe("cameraErrorWords", () => {
  it("says the camera is blocked when permission was refused", () => {
    expect(cameraErrorWords(new DOMException("Permission denied", "NotAllowedError"))).toMatch(
      /^The camera is blocked for CampusGo\..*type the code instead\.$/,
    );
  });

  it("tells a phone without a camera from one whose camera is busy", () => {
    expect(cameraErrorWords(new DOMException("", "NotFoundError"))).toBe(
      "No camera was found on this phone. Type the code instead.",
    );
    expect(cameraErrorWords(new DOMException("", "NotReadableError"))).toMatch(/in use by another app/);
  });

  it("falls back to plain words for anything else", () => {
    expect(cameraErrorWords(new Error("boom"))).toBe(
      "The camera could not start. Try again, or type the code instead.",
    );
    expect(cameraErrorWords("nothing")).toMatch(/could not start/);
  });
});

describe("refusalWords", () => {
  it("says a seat the server does not find on this run is on another bus", () => {
    expect(refusalWords({ status: 404, message: SEAT_MESSAGES.seatNotFound })).toBe(SCAN_WORDS.otherBus);
  });

  it("names the rider who has already boarded", () => {
    expect(refusalWords({ status: 409, message: SEAT_MESSAGES.alreadyBoarded }, "Ada")).toBe(
      "Ada has already boarded",
    );
    expect(refusalWords({ status: 409, message: SEAT_MESSAGES.alreadyBoarded })).toBe(
      SEAT_MESSAGES.alreadyBoarded,
    );
  });

  it("keeps the server's own words otherwise", () => {
    expect(refusalWords({ status: 409, message: SEAT_MESSAGES.notAtStop("Main Gate") })).toBe(
      "Board riders at Main Gate",
    );
    expect(refusalWords({ status: 400, message: SEAT_MESSAGES.wrongCode })).toBe("Wrong boarding code");
  });
});

describe("retryAfterMs", () => {
  it("never sends a wrong code, a seat of another bus or a paused seat again", () => {
    expect(retryAfterMs(400)).toBeNull();
    expect(retryAfterMs(404)).toBeNull();
    expect(retryAfterMs(429)).toBeNull();
  });

  it("tries again in a moment when the bus may reach the stop or the network come back", () => {
    expect(retryAfterMs(409)).toBe(RETRY_SAME_CODE_MS);
    expect(retryAfterMs(0)).toBe(RETRY_SAME_CODE_MS);
  });
});
