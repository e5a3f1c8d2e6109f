import { useSearchParams } from "react-router";
import { useActiveRide } from "../api/get-active-ride.ts";

/**
 * The ride a flow screen is about: `?ride=<id>` when the link carries it, otherwise the rider's active ride.
 * `loading` is true while the active ride is still being looked up.
 */
export function useRideId(): { rideId: string | null; loading: boolean } {
  const [params] = useSearchParams();
  const fromUrl = params.get("ride");
  const active = useActiveRide(!fromUrl);
  if (fromUrl) return { rideId: fromUrl, loading: false };
  return { rideId: active.data?.id ?? null, loading: active.isPending };
}
