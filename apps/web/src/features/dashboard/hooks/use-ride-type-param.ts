import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain/constants";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { dashboardPaths, RIDE_TYPE_PARAM } from "../../../config/paths.ts";
import { bookingDraft } from "../../rides/index.ts";

/** "shuttle", "keke", "okada" (any case) as the ride type the booking draft stores; null for anything else. */
export function rideTypeOfParam(value: string | null): RideTypeId | null {
  if (!value) return null;
  return RIDE_TYPES.find((t) => t.name.toLowerCase() === value.trim().toLowerCase())?.id ?? null;
}

/**
 * /dashboard/set-routes?type=shuttle (the Bus item, or a shared link) chooses the ride in the booking draft,
 * then drops the parameter from the address, so going back to this step later keeps what the rider chose.
 * Off (`enabled` false) while a ride is under way: the booking steps then send the rider to that ride.
 */
export function useRideTypeParam(enabled: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    if (location.pathname.toLowerCase() !== dashboardPaths.setRoutes) return;
    const params = new URLSearchParams(location.search);
    if (!params.has(RIDE_TYPE_PARAM)) return;
    const rideType = rideTypeOfParam(params.get(RIDE_TYPE_PARAM));
    if (rideType !== null) bookingDraft.set({ rideType });
    params.delete(RIDE_TYPE_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [enabled, location, navigate]);
}
