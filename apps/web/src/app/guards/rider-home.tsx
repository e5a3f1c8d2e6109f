import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { useLiveActiveDeliveries } from "../../features/deliveries/index.ts";
import { useWallet } from "../../features/payments/index.ts";
import { isLiveRide, liveRidePath, payScreenSeen, useActiveRide } from "../../features/rides/index.ts";
import { isOnline } from "../../lib/offline.ts";
import { useSignedInUser } from "../../lib/signed-in-user.tsx";
import { clearTrip, markTrip } from "../../lib/trip-marker.ts";

interface Read {
  isPending: boolean;
  fetchStatus: string;
  failureCount: number;
  errorUpdateCount: number;
}

/**
 * A read the home waits for: known, or not to be known now: offline (the first try failed, no need to wait for
 * the others), or failed for good once (a screen asking for the same data again puts it back to pending, and the
 * home must not go blank for that).
 */
const settled = (query: Read) =>
  !query.isPending ||
  query.fetchStatus === "paused" ||
  query.errorUpdateCount > 0 ||
  (query.failureCount > 0 && !isOnline());

/**
 * The rider's home (/dashboard), however it is reached: a relaunch, a new tab, Back, a sign-in. While a ride is
 * under way it opens that ride's screen (the driver, the PIN, the status), replacing the home in the history;
 * once a trip has ended unpaid, its pay-and-rate screen, once per visit. Until both are known the home waits
 * over the map (no location popup over a live trip); if they cannot be known, it shows.
 */
export function RiderHomeRoute() {
  const user = useSignedInUser();
  const active = useActiveRide();
  const wallet = useWallet();
  const deliveries = useLiveActiveDeliveries();
  const known = settled(active) && settled(wallet);
  const live = active.data && isLiveRide(active.data.status) ? active.data : null;
  const owed = wallet.data?.owed?.kind === "fare" ? wallet.data.owed : null;
  // A package on its way brings the sender back too; the dashboard's bar opens it.
  const sending = (deliveries.data?.length ?? 0) > 0;
  const nothing = !live && !owed && !sending && active.isSuccess && wallet.isSuccess && deliveries.isSuccess;

  // What the landing page reads to send this rider here (lib/trip-marker.ts).
  useEffect(() => {
    if (live || owed || sending) markTrip(user.id);
    else if (nothing) clearTrip();
  }, [live, owed, sending, nothing, user.id]);

  if (!known) return null;
  if (live) return <Navigate to={liveRidePath(live)} replace />;
  if (owed && !payScreenSeen(owed.rideId)) {
    return <Navigate to={liveRidePath({ id: owed.rideId, status: "completed" })} replace />;
  }
  return <Outlet />;
}
