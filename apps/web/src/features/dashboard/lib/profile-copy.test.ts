import { describe, expect, it } from "vitest";
import { profileSubtitle } from "./profile-copy.ts";

describe("the edit-profile page's line", () => {
  it("names the people who reach this user: drivers for a rider, riders for a driver", () => {
    expect(profileSubtitle("passenger")).toBe("Keep your details up to date so drivers can reach you.");
    expect(profileSubtitle("driver")).toBe("Keep your details up to date so riders can reach you.");
    expect(profileSubtitle("admin")).toBe("Keep your details up to date.");
  });
});
