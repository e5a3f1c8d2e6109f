import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { Ride } from "./types.ts";

const bookingsKey = ["driver", "bookings"] as const;

/** GET /api/driver/bookings: rides booked ahead for this driver (reserved), soonest pickup first. */
export const getDriverBookings = (signal?: AbortSignal): Promise<Ride[]> =>
  api<{ data: Ride[] }>("/driver/bookings", { signal }).then((r) => r.data);

export const driverBookingsQuery = () =>
  queryOptions({ queryKey: bookingsKey, queryFn: ({ signal }) => getDriverBookings(signal) });

export const useDriverBookings = () => useQuery(driverBookingsQuery());

/** POST /api/rides/:id/confirm: near the time, the booked driver confirms and heads to the pickup. */
export const confirmBooking = (rideId: string): Promise<Ride> =>
  api<{ data: Ride }>(`/rides/${encodeURIComponent(rideId)}/confirm`, { method: "POST" }).then((r) => r.data);

export const useConfirmBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSuccess: (ride) => {
      queryClient.setQueryData(driverKeys.active, ride);
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    },
  });
};

/** The bookings list follows live changes (a reminder, a release, a cancellation). */
export const invalidateDriverBookings = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: bookingsKey });
