import { describe, expect, it } from "vitest";
import { formatCountdown } from "./format-countdown.ts";

describe("formatCountdown", () => {
  it.each([
    [180_000, "3:00"],
    [59_001, "1:00"],
    [59_000, "0:59"],
    [1, "0:01"],
    [0, "0:00"],
    [-5_000, "0:00"],
  ])("%i ms reads %s", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
