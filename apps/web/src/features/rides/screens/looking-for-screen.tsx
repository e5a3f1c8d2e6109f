import { TIMINGS } from "@campusgo/domain/constants";
import { formatNaira } from "@campusgo/domain/money";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api-client.ts";
import { useRide } from "../api/get-ride.ts";
import { useSearchAgain } from "../api/search-again.ts";
import { NoDriverOverlay } from "../components/no-driver-overlay.tsx";
import { NoRide, RideSkeleton } from "../components/no-ride.tsx";
import { isBooked, RideBooked } from "../components/ride-booked.tsx";
import { RideTypeIcon } from "../components/ride-icons.tsx";
import { RideRoute } from "../components/ride-route.tsx";
import { RideSheet } from "../components/ride-sheet.tsx";
import { SearchProgress } from "../components/search-progress.tsx";
import { useFlowPaths, withRide } from "../hooks/use-flow-paths.ts";
import { useFollowRideStatus } from "../hooks/use-follow-ride-status.ts";
import { useLiveOffers } from "../hooks/use-live-offers.ts";
import { usePrefetch } from "../hooks/use-prefetch.ts";
import { useRideId } from "../hooks/use-ride-id.ts";
import { useRideLive } from "../hooks/use-ride-live.ts";
import { formatRadius, formatWhen } from "../lib/format.ts";
import { useMapPlaces } from "../map/use-map-places.ts";

const TITLE = "Looking for a driver";

/**
 * SPEC 2.9 step 5 over the real search: the bar runs from the start of the server's search to its time limit
 * while the server asks drivers, in a radius that widens as it goes ("Searching within 3 km", pushed live); the
 * first offer that arrives opens the bidder at once.
 * "No available driver at your Location" with Refresh (search again, a 15 s spinner, then the bidder) and
 * Cancel Ride shows only once the server has ended the search (the ride expired), or when the rider asks.
 */
export default function LookingForScreen() {
  const navigate = useNavigate();
  const flow = useFlowPaths();
  usePrefetch(() => import("./bidder-screen.tsx"));
  const { rideId, loading } = useRideId();
  const ride = useRide(rideId);
  const { offers } = useLiveOffers(rideId);
  const searchAgain = useSearchAgain();
  const [asked, setAsked] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  useRideLive(rideId);
  useMapPlaces(ride.data?.pickup, ride.data?.destination);

  // An offer is here: show it now.
  useEffect(() => {
    if (rideId && offers.length > 0) navigate(withRide(flow.bidder, rideId), { replace: true });
  }, [offers.length, rideId, flow.bidder, navigate]);

  // The ride moved on without this screen: a driver took it, or the request expired.
  const status = ride.data?.status;
  useFollowRideStatus("lookingFor", rideId, status);

  // Refresh: a 15 s spinner while offers may arrive, then the bidder.
  useEffect(() => {
    if (!refreshing || !rideId) return;
    const timer = window.setTimeout(() => {
      navigate(withRide(flow.bidder, rideId), { replace: true });
    }, TIMINGS.refreshSpinnerMs);
    return () => window.clearTimeout(timer);
  }, [refreshing, rideId, flow.bidder, navigate]);

  if (loading || (rideId && ride.isPending)) return <RideSkeleton title={TITLE} />;
  if (!rideId || !ride.data) return <NoRide title={TITLE} />;
  if (isBooked(ride.data)) return <RideBooked ride={ride.data} />;
  if (ride.data.status === "cancelled") {
    return (
      <RideSheet title="Ride cancelled">
        <p className="text-ink-muted">This ride was cancelled.</p>
        <Link to={flow.home} className="btn-primary mt-4 w-full">
          Back to home
        </Link>
      </RideSheet>
    );
  }

  const cancelPath = withRide(flow.cancelled, rideId);
  const ended = ride.data.status === "expired";
  const radius = formatRadius(ride.data.searchRadiusM);
  const refresh = (wider = false) => {
    setRefreshing(true);
    setAsked(false);
    searchAgain.mutate(
      { rideId, wider },
      {
        onError: (error) => {
          setRefreshing(false);
          toast.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <>
      <RideSheet title={TITLE}>
        <div className="flex flex-col items-center text-center">
          <span className="relative flex size-20 items-center justify-center">
            <span className="absolute inset-0 animate-ping rounded-full bg-brand-200/60" aria-hidden="true" />
            <span className="relative flex size-16 items-center justify-center rounded-full bg-brand-50">
              <RideTypeIcon type={ride.data.rideType} className="size-10" />
            </span>
          </span>
          <p className="mt-3 font-semibold text-ink">Connecting to available driver nearby</p>
          <p className="mt-1 text-sm text-ink-muted">Drivers answer with their price. You choose.</p>
        </div>
        <div className="mt-4">
          <SearchProgress
            search={{ startedAt: ride.data.searchStartedAt, expiresAt: ride.data.searchExpiresAt }}
            running={!ended}
          />
          <div className="mt-2 flex items-center justify-between gap-3 text-sm">
            <p role="status" className="font-semibold text-ink" data-testid="search-radius">
              {ended ? `Searched within ${radius}` : `Searching within ${radius}`}
            </p>
            {ended ? null : (
              <button
                type="button"
                className="-mr-2 inline-flex min-h-11 shrink-0 items-center px-2 font-semibold text-brand-700 underline"
                onClick={() => setAsked(true)}
              >
                No driver yet?
              </button>
            )}
          </div>
        </div>
        <div className="mt-4 rounded-2xl border border-line p-4">
          <RideRoute pickup={ride.data.pickup} destination={ride.data.destination} />
          {ride.data.scheduledAt ? (
            <p className="mt-2 text-sm font-semibold text-ink" data-testid="pickup-time">
              Pickup {formatWhen(ride.data.scheduledAt)}
            </p>
          ) : null}
          <p className="mt-3 flex items-center justify-between border-t border-line pt-3 text-sm">
            <span className="text-ink-muted">
              {ride.data.offerKobo === ride.data.fareKobo ? "Suggested fare" : "Your offer"}
            </span>
            <span className="font-bold text-ink">{formatNaira(ride.data.offerKobo)}</span>
          </p>
        </div>
        <div className="mt-2 text-center">
          <Link
            to={cancelPath}
            className="inline-flex min-h-11 items-center px-4 font-semibold text-danger underline"
          >
            Cancel Ride
          </Link>
        </div>
      </RideSheet>
      <NoDriverOverlay
        open={refreshing || ended || asked}
        reason={ended ? "ended" : "asked"}
        radius={radius}
        refreshing={refreshing}
        onRefresh={() => refresh()}
        onWider={() => refresh(true)}
        onCancel={() => navigate(cancelPath)}
        onKeepWaiting={() => setAsked(false)}
      />
    </>
  );
}
