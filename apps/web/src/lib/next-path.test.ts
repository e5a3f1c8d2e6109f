import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loginPathFor, safeNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  beforeEach(() => vi.stubGlobal("window", { location: { origin: "https://campusgo.test" } }));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a page of this app, with its query and hash", () => {
    expect(safeNextPath("/driver-kyc?whois=abc#top")).toBe("/driver-kyc?whois=abc#top");
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["another site", "https://evil.test/phish"],
    ["a protocol-relative address", "//evil.test/phish"],
    ["a backslash trick", "/\\evil.test"],
    ["a tab inside the slashes", "/\t/evil.test"],
    ["a script", "javascript:alert(1)"],
    ["a relative path", "dashboard"],
    ["the login page itself", "/login?next=/login"],
  ])("refuses %s", (_what, next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it("carries the page to come back to, encoded", () => {
    expect(loginPathFor("/driver-kyc?whois=a&b=c")).toBe("/login?next=%2Fdriver-kyc%3Fwhois%3Da%26b%3Dc");
  });
});
