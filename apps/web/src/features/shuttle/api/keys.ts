/** Query keys of the shuttle lines and the rider's seats, in one place. */
export const shuttleKeys = {
  all: ["shuttle"] as const,
  lines: ["shuttle", "lines"] as const,
  live: (lineId: string) => ["shuttle", "lines", lineId, "live"] as const,
  seats: ["shuttle", "seats"] as const,
};
