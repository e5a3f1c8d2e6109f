/**
 * What an admin may do. Every admin holds exactly one right; every /api/admin route declares the rights that may
 * call it, and super_admin passes every route (decision 0035).
 */
export const ADMIN_RIGHTS = ["support", "finance", "operations", "super_admin"] as const;
export type AdminRight = (typeof ADMIN_RIGHTS)[number];

/** The rights as the admin screens name them. */
export const ADMIN_RIGHT_LABELS: Record<AdminRight, string> = {
  support: "Support",
  finance: "Finance",
  operations: "Operations",
  super_admin: "Super admin",
};

/** What each right covers, as the screen that sets them says it. */
export const ADMIN_RIGHT_SCOPES: Record<AdminRight, string> = {
  support: "Trips, people and timelines to read, support messages, SOS",
  finance: "Payments, refunds, payouts, commission, payment reports, the ledger",
  operations:
    "Driver verification, shuttles, places, fares, dispatch and safety settings, live operations, suspensions",
  super_admin: "Everything, and the rights of other admins",
};

/** Whether an admin with `right` may call a route open to `allowed` (super_admin may call every route). */
export function adminRightAllows(
  right: AdminRight | null | undefined,
  allowed: readonly AdminRight[],
): boolean {
  if (!right) return false;
  return right === "super_admin" || allowed.includes(right);
}
