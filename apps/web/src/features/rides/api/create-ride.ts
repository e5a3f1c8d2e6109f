import type { RideTypeId } from "@campusgo/domain/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sendOnce } from "../../../lib/idempotency.ts";
import { rideKeys } from "./keys.ts";
import type { Ride, RidePlace } from "./types.ts";

export interface CreateRideInput {
  rideType: RideTypeId;
  pickup: RidePlace;
  destination: RidePlace;
  scheduledAt: string | null;
  roundTrip: boolean;
  waitMinutes: number;
  note: string | null;
  luggage: { hasLuggage: boolean; photoKey: string | null };
  /** The rider's own offer (kobo), and for a ride booked for later the most accepted for them while away. */
  offerKobo: number;
  autoAcceptKobo: number | null;
}

/**
 * POST /api/rides: requests a ride; dispatch starts at once (or at the scheduled time). Sent with the
 * booking's key, so a retry or a request resumed after the connection came back books once.
 */
export const createRide = (input: CreateRideInput): Promise<Ride> =>
  sendOnce("rides:create", input, (idempotencyKey) =>
    api<{ data: Ride }>("/rides", { body: input, idempotencyKey }),
  ).then((r) => r.data);

export const useCreateRide = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRide,
    onSuccess: (ride) => {
      queryClient.setQueryData(rideKeys.detail(ride.id), ride);
      queryClient.setQueryData(rideKeys.active, ride);
      void queryClient.invalidateQueries({ queryKey: rideKeys.list("upcoming") });
    },
  });
};
