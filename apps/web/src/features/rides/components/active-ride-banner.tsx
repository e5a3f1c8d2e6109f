import { Link } from "react-router";
import { useActiveRide } from "../api/get-active-ride.ts";
import type { Ride } from "../api/types.ts";
import { type FlowPaths, riderScreenPath, useFlowPaths } from "../hooks/use-flow-paths.ts";
import { RIDER_SCREEN_BY_STATUS } from "../lib/rider-screens.ts";

/** Where a ride in progress continues: looking for a driver, the offers, or the assigned driver. */
export function resumePath(ride: Ride, flow: FlowPaths): string {
  return riderScreenPath(RIDER_SCREEN_BY_STATUS[ride.status] ?? "driverCall", ride.id, flow);
}

/** A way back into the ride already under way, so a reload or a new tab never loses it. */
export function ActiveRideBanner() {
  const flow = useFlowPaths();
  const active = useActiveRide();
  const ride = active.data;
  if (!ride || ride.status === "scheduled") return null;
  const label = ride.status === "searching" ? "We are finding you a driver" : "Your ride is under way";
  return (
    <Link
      to={resumePath(ride, flow)}
      className="mb-4 flex items-center justify-between gap-3 rounded-2xl bg-brand-700 px-4 py-3 text-white"
    >
      <span className="text-sm font-semibold">{label}</span>
      <span className="text-sm underline">Open</span>
    </Link>
  );
}
