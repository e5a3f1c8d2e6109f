import { describe, expect, it } from "vitest";
import { adminPaths } from "../../config/paths.ts";
import { canOpen, homeFor } from "./rights.ts";

describe("the admin pages each right opens", () => {
  it("keeps money to finance, people and SOS to support and operations, verifications to operations", () => {
    expect(canOpen("finance", adminPaths.payments)).toBe(true);
    expect(canOpen("support", adminPaths.payments)).toBe(false);
    expect(canOpen("operations", adminPaths.payments)).toBe(false);
    expect(canOpen("support", adminPaths.riders)).toBe(true);
    expect(canOpen("finance", adminPaths.riders)).toBe(false);
    expect(canOpen("support", adminPaths.sos)).toBe(true);
    expect(canOpen("operations", adminPaths.review("d1"))).toBe(true);
    expect(canOpen("support", adminPaths.queue)).toBe(false);
    expect(canOpen("operations", adminPaths.queue)).toBe(true);
  });

  it("opens the audit log and the admins' rights to super admins only, and every page to them", () => {
    for (const right of ["support", "finance", "operations"] as const) {
      expect(canOpen(right, adminPaths.audit)).toBe(false);
      expect(canOpen(right, adminPaths.admins)).toBe(false);
    }
    for (const path of Object.values(adminPaths)) {
      expect(canOpen("super_admin", typeof path === "string" ? path : path("d1"))).toBe(true);
    }
  });

  it("opens nothing to an admin without a right, and an unknown page to super admins only", () => {
    expect(canOpen(null, adminPaths.inbox)).toBe(false);
    expect(canOpen("operations", "/admin/something-new")).toBe(false);
  });

  it("lands each right on a page it opens", () => {
    for (const right of ["support", "finance", "operations", "super_admin"] as const) {
      expect(canOpen(right, homeFor(right))).toBe(true);
    }
  });
});
