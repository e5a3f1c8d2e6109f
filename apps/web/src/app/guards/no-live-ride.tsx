import { Navigate, Outlet } from "react-router";
import { isLiveRide, liveRidePath, useActiveRide, useFlowPaths } from "../../features/rides/index.ts";

/**
 * The booking steps (set routes, luggage, pick a ride): while a ride is under way there is nothing to book,
 * so opening one (the back button, an old link) goes to that ride's screen instead, replacing the step in
 * the history. Until the active ride is known the step waits over the map; if it cannot be known, it shows.
 */
export function NoLiveRideRoute() {
  const flow = useFlowPaths();
  const active = useActiveRide();
  if (active.isPending) return null;
  const ride = active.data;
  if (ride && isLiveRide(ride.status)) return <Navigate to={liveRidePath(ride, flow)} replace />;
  return <Outlet />;
}
