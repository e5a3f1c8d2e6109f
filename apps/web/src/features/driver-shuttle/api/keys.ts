/** Query keys of the driver's shuttle runs. */
export const driverShuttleKeys = {
  all: ["driver", "shuttle"] as const,
  lines: ["driver", "shuttle", "lines"] as const,
  /** Every line, as riders see them: for a run of a line the driver is no longer assigned to. */
  allLines: ["driver", "shuttle", "all-lines"] as const,
  currentRun: ["driver", "shuttle", "current-run"] as const,
  manifest: (runId: string) => ["driver", "shuttle", "runs", runId, "seats"] as const,
  live: (lineId: string) => ["driver", "shuttle", "lines", lineId, "live"] as const,
};

/** How often a run's manifest and its line's live board are read again while the run's panel shows. */
export const RUN_REFRESH_MS = 5_000;
