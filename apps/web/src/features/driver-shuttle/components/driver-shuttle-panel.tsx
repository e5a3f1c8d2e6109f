import { useCurrentRun } from "../api/get-current-run.ts";
import { useDriverLines } from "../api/get-driver-lines.ts";
import { RunPanel } from "./run-panel.tsx";
import { ShuttleLinesCard } from "./shuttle-lines-card.tsx";

/**
 * The driver's shuttle lines on the Request tab: the run under way, else the lines they are assigned to with
 * "Start run"; nothing for a driver with no line.
 */
export function DriverShuttlePanel({ online }: { online: boolean }) {
  const current = useCurrentRun();
  const lines = useDriverLines();
  const run = current.data;
  if (run) return <RunPanel run={run} online={online} />;
  if (current.isPending || !lines.data || lines.data.length === 0) return null;
  return <ShuttleLinesCard lines={lines.data} online={online} />;
}
