/** Query keys of the driver's ride data. */
export const driverKeys = {
  status: ["driver", "status"] as const,
  requests: ["driver", "requests"] as const,
  active: ["driver", "active-ride"] as const,
  history: ["driver", "history"] as const,
  summary: ["driver", "summary"] as const,
};
