/** Query keys of the rider's ride data, in one place so updates from the socket reach every screen. */
export const rideKeys = {
  all: ["rides"] as const,
  detail: (id: string) => ["rides", "detail", id] as const,
  offers: (id: string) => ["rides", "detail", id, "offers"] as const,
  rating: (id: string) => ["rides", "detail", id, "rating"] as const,
  endQuote: (id: string) => ["rides", "detail", id, "end-quote"] as const,
  active: ["rides", "active"] as const,
  list: (scope: string) => ["rides", "list", scope] as const,
  estimate: (key: string) => ["rides", "estimate", key] as const,
};
