import { Navigate, Outlet } from "react-router";
import { isLiveRide, liveRidePath, useActiveRide, useFlowPaths } from "../../features/rides/index.ts";

/**
 * The booking steps (set routes, luggage, pick a ride): while a ride is under way there is nothing to book,
 * so opening one (the back button, an old link) goes to that ride's screen instead, replacing the step in
 * the history. Until the active ride is known the step waits over the map; if it cannot be known (offline,
 * failed), it shows.
 */
export function NoLiveRideRoute() {
  const flow = useFlowPaths();
  const active = useActiveRide();
  // Failed once, it counts as not known: a step asking for the ride again puts it back to pending.
  if (active.isPending && active.fetchStatus !== "paused" && active.errorUpdateCount === 0) return null;
  const ride = active.data;
  if (ride && isLiveRide(ride.status)) return <Navigate to={liveRidePath(ride, flow)} replace />;
  return <Outlet />;
}
