import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { RideStatus } from "../api/types.ts";
import { nextRiderScreen, type RiderScreen } from "../lib/rider-screens.ts";
import { riderScreenPath, useFlowPaths } from "./use-flow-paths.ts";

/**
 * Moves the rider on when the ride moves on without this screen (a driver accepted, the trip started):
 * the screen `here` shows the ride while its status belongs here, and hands over to the screen that
 * RIDER_SCREEN_BY_STATUS names once it belongs further along.
 */
export function useFollowRideStatus(
  here: RiderScreen,
  rideId: string | null,
  status: RideStatus | undefined,
) {
  const navigate = useNavigate();
  const flow = useFlowPaths();
  useEffect(() => {
    if (!rideId || !status) return;
    const next = nextRiderScreen(here, status);
    if (next) navigate(riderScreenPath(next, rideId, flow), { replace: true });
  }, [here, rideId, status, flow, navigate]);
}
