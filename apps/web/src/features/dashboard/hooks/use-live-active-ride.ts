import { isRiderActive } from "@campusgo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useSocketEvent } from "../../../lib/socket.ts";
import { type Ride, rideKeys, useActiveRide } from "../../rides/index.ts";

/**
 * The rider's ride in progress (GET /api/rides/active), kept live from "ride:updated" (sent to the rider on
 * every change of their ride) in the same query the ride screens use, so every screen agrees.
 */
export function useLiveActiveRide() {
  const queryClient = useQueryClient();
  useSocketEvent("ride:updated", ({ ride }) => {
    queryClient.setQueryData(rideKeys.detail(ride.id), ride);
    queryClient.setQueryData<Ride | null>(rideKeys.active, (current) => {
      if (isRiderActive(ride.status)) return ride;
      return current?.id === ride.id ? null : current;
    });
    void queryClient.invalidateQueries({ queryKey: [...rideKeys.all, "list"] });
  });
  return useActiveRide();
}
