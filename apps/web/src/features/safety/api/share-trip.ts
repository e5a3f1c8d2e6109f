import type { TripShareView } from "@campusgo/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/rides/:id/share { notify }: the ride's link, texted to the trusted contacts with `notify`. */
export const shareTrip = ({ rideId, notify }: { rideId: string; notify: boolean }) =>
  api<{ message: string; data: TripShareView }>(`/rides/${encodeURIComponent(rideId)}/share`, {
    method: "POST",
    body: { notify },
  });

export const useShareTrip = () => useMutation({ mutationFn: shareTrip });
