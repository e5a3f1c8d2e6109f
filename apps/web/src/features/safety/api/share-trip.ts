import type { TripShareView } from "@campusgo/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The trip a link is asked for: a ride its rider shares, or a delivery its sender shares. */
export type SharedTrip = { kind: "ride" | "delivery"; id: string };

const PATHS: Record<SharedTrip["kind"], string> = { ride: "rides", delivery: "deliveries" };

/**
 * POST /api/rides/:id/share or /api/deliveries/:id/share { notify }: the trip's link, texted to the trusted
 * contacts with `notify`.
 */
export const shareTrip = ({ trip, notify }: { trip: SharedTrip; notify: boolean }) =>
  api<{ message: string; data: TripShareView }>(`/${PATHS[trip.kind]}/${encodeURIComponent(trip.id)}/share`, {
    method: "POST",
    body: { notify },
  });

export const useShareTrip = () => useMutation({ mutationFn: shareTrip });
