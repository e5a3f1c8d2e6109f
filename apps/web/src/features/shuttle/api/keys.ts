/** Query keys of the shuttle lines, in one place. */
export const shuttleKeys = {
  all: ["shuttle"] as const,
  lines: ["shuttle", "lines"] as const,
  live: (lineId: string) => ["shuttle", "lines", lineId, "live"] as const,
};
