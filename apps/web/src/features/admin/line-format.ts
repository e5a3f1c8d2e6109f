import { formatNaira } from "@campusgo/domain";
import type { AdminLineView, AlertKind } from "./admin-types.ts";

/** How admins read a shuttle line's stops, hours, fares and alerts. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  detour: "Detour",
  no_service: "No service",
};

/** "Main gate → Library → Hill-top", and back to the first stop on a loop. */
export function stopsText(line: Pick<AdminLineView, "stops" | "loop">): string {
  const names = line.stops.map((s) => s.name);
  if (line.loop && names.length > 1) names.push(names[0] as string);
  return names.join(" → ");
}

/** "07:00–21:00, every 15 min". */
export const hoursText = (line: Pick<AdminLineView, "opensAt" | "closesAt" | "headwayMin">): string =>
  `${line.opensAt}–${line.closesAt}, every ${line.headwayMin} min`;

/** "Main gate → Hill-top: ₦150" for each fare between two stops. */
export function faresText(line: Pick<AdminLineView, "stops" | "fares">): string[] {
  const name = (id: string) => line.stops.find((s) => s.id === id)?.name ?? "A removed stop";
  return line.fares.map((f) => `${name(f.fromStopId)} → ${name(f.toStopId)}: ${formatNaira(f.amountKobo)}`);
}
