/** Routes of the admin area, all under /admin. */
export const adminPaths = {
  queue: "/admin",
  review: (driverId: string) => `/admin/kyc/${encodeURIComponent(driverId)}`,
  drivers: "/admin/drivers",
  riders: "/admin/riders",
  audit: "/admin/audit",
} as const;
