import type { AlertKind, ShuttleLineView } from "@campusgo/domain";

/** How riders read a line's hours and its alerts. */
export const ALERT_WORDS: Record<AlertKind, string> = {
  detour: "Detour",
  no_service: "No service",
};

/** "07:00–21:00, every 15 min". */
export const hoursText = (line: Pick<ShuttleLineView, "opensAt" | "closesAt" | "headwayMin">): string =>
  `${line.opensAt}–${line.closesAt}, every ${line.headwayMin} min`;

/** "1 bus running", "2 buses running", "No bus running now". */
export function busesRunningText(count: number): string {
  if (count === 0) return "No bus running now";
  return count === 1 ? "1 bus running" : `${count} buses running`;
}
