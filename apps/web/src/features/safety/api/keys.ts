/** The safety area's React Query keys. */
export const safetyKeys = {
  contacts: ["safety", "trusted-contacts"] as const,
};
