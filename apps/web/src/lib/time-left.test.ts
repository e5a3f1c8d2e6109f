import { describe, expect, it } from "vitest";
import { msUntil } from "./time-left.ts";

describe("msUntil", () => {
  const now = Date.parse("2025-03-01T10:00:00.000Z");

  it("counts the milliseconds left to a time ahead", () => {
    expect(msUntil("2025-03-01T10:04:59.500Z", now)).toBe(299_500);
  });

  it("is 0 once the time has passed, and without a time", () => {
    expect(msUntil("2025-03-01T09:59:00.000Z", now)).toBe(0);
    expect(msUntil(null, now)).toBe(0);
    expect(msUntil("not a time", now)).toBe(0);
  });
});
