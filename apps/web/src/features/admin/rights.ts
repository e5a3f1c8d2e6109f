import { type AdminRight, adminRightAllows } from "@campusgo/domain";
import { adminPaths } from "../../config/paths.ts";

/**
 * Which rights open each admin page (decision 0035, the same as the API's routes); super admins open all. The
 * menu shows only these, and a page outside the admin's right says so instead of loading.
 */
const PAGE_RIGHTS: readonly (readonly [prefix: string, rights: readonly AdminRight[]])[] = [
  [adminPaths.admins, ["super_admin"]],
  [adminPaths.audit, ["super_admin"]],
  ["/admin/kyc", ["operations"]],
  [adminPaths.drivers, ["support", "operations"]],
  [adminPaths.riders, ["support", "operations"]],
  [adminPaths.sos, ["support", "operations"]],
  [adminPaths.inbox, ["support", "finance", "operations"]],
  ["/admin/support", ["support"]],
  ["/admin/trips", ["support", "finance", "operations"]],
  [adminPaths.shuttleLines, ["operations"]],
  // Live operations, the fares and dispatch settings, the campus places.
  ["/admin/live", ["operations"]],
  ["/admin/service", ["operations"]],
  ["/admin/places", ["operations"]],
  // The checks riders did not answer are support's to call too; the thresholds on the page are operations'.
  [adminPaths.tripChecks, ["support", "operations"]],
  [adminPaths.payments, ["finance"]],
  [adminPaths.payouts, ["finance"]],
  [adminPaths.reviews, ["support", "finance"]],
  [adminPaths.disputes, ["support", "finance"]],
  [adminPaths.reports, ["finance"]],
  [adminPaths.moneySettings, ["finance"]],
];

/** Whether an admin with `right` may open the admin page at `pathname`. */
export function canOpen(right: AdminRight | null | undefined, pathname: string): boolean {
  if (pathname === adminPaths.queue || pathname === `${adminPaths.queue}/`) {
    return adminRightAllows(right, ["operations"]);
  }
  const entry = PAGE_RIGHTS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return adminRightAllows(right, entry ? entry[1] : ["super_admin"]);
}

/** Whether an admin with `right` may do what needs one of `rights` (a button shows only then). */
export const can = (right: AdminRight | null | undefined, rights: readonly AdminRight[]) =>
  adminRightAllows(right, rights);

/** The first admin page the right opens: where the admin lands. */
export function homeFor(right: AdminRight | null | undefined): string {
  if (right === "support") return adminPaths.inbox;
  if (right === "finance") return adminPaths.payments;
  return adminPaths.queue;
}
