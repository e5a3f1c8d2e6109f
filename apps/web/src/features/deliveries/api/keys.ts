/** Query keys of the sender's deliveries, in one place so updates from the socket reach every screen. */
export const deliveryKeys = {
  all: ["deliveries"] as const,
  detail: (id: string) => ["deliveries", "detail", id] as const,
  offers: (id: string) => ["deliveries", "detail", id, "offers"] as const,
  receipt: (id: string) => ["deliveries", "detail", id, "receipt"] as const,
  active: ["deliveries", "active"] as const,
  list: ["deliveries", "list"] as const,
  estimate: (key: string) => ["deliveries", "estimate", key] as const,
};
