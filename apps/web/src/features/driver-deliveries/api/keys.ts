/** Query keys of the driver's delivery data. */
export const deliveryKeys = {
  requests: ["driver", "delivery-requests"] as const,
  active: ["driver", "active-delivery"] as const,
  history: ["driver", "delivery-history"] as const,
};
