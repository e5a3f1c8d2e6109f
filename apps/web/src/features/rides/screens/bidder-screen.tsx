import { formatNaira } from "@campusgo/domain/money";
import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useAcceptOffer } from "../api/accept-offer.ts";
import { useDeclineOffer } from "../api/decline-offer.ts";
import { useRide } from "../api/get-ride.ts";
import { useSearchAgain } from "../api/search-again.ts";
import type { Offer } from "../api/types.ts";
import { DriverDetailsSheet } from "../components/driver-details-sheet.tsx";
import { NoRide, RideSkeleton } from "../components/no-ride.tsx";
import { OfferCard } from "../components/offer-card.tsx";
import { isBooked, RideBooked } from "../components/ride-booked.tsx";
import { RideSheet } from "../components/ride-sheet.tsx";
import { useFlowPaths, withRide } from "../hooks/use-flow-paths.ts";
import { useFollowRideStatus } from "../hooks/use-follow-ride-status.ts";
import { useLiveOffers } from "../hooks/use-live-offers.ts";
import { usePrefetch } from "../hooks/use-prefetch.ts";
import { useRideId } from "../hooks/use-ride-id.ts";
import { useRideLive } from "../hooks/use-ride-live.ts";
import { useMapPlaces } from "../map/use-map-places.ts";

const TITLE = "Choose your driver";

/**
 * SPEC 2.9 step 7: the live list of offers, each with Decline, Accept and View details; once a driver is
 * booked ahead, the booking instead.
 */
export default function BidderScreen() {
  const navigate = useNavigate();
  const flow = useFlowPaths();
  usePrefetch(() => import("./driver-call-screen.tsx"));
  const { rideId, loading } = useRideId();
  const ride = useRide(rideId);
  const { offers, isPending } = useLiveOffers(rideId);
  const { mutate: acceptOffer, isPending: accepting } = useAcceptOffer();
  const { mutate: declineOffer } = useDeclineOffer();
  const searchAgain = useSearchAgain();
  const [details, setDetails] = useState<Offer | null>(null);
  useRideLive(rideId);
  useMapPlaces(ride.data?.pickup, ride.data?.destination);

  useFollowRideStatus("bidder", rideId, ride.data?.status);

  const onAccept = useCallback(
    (offer: Offer) => {
      acceptOffer(offer.id, {
        onSuccess: (updated) => {
          setDetails(null);
          // Matched ahead of a later pickup (reserved), this screen shows the booking; otherwise the driver comes.
          if (updated.status !== "reserved")
            navigate(withRide(flow.driverCall, updated.id), { replace: true });
        },
        onError: (error) => toast.error(errorMessage(error)),
      });
    },
    [acceptOffer, navigate, flow.driverCall],
  );
  const onDecline = useCallback(
    (offer: Offer) =>
      declineOffer(
        { offerId: offer.id, rideId: offer.rideId },
        { onError: (e) => toast.error(errorMessage(e)) },
      ),
    [declineOffer],
  );

  if (loading || (rideId && ride.isPending)) return <RideSkeleton title={TITLE} />;
  if (!rideId || !ride.data) return <NoRide title={TITLE} />;
  // A driver is booked ahead (by the rider, or by "accept the best offer up to" on any of their tabs): the
  // offers are over at once.
  if (isBooked(ride.data)) return <RideBooked ride={ride.data} />;
  if (ride.data.status === "cancelled" || ride.data.status === "expired") {
    return (
      <RideSheet title={ride.data.status === "cancelled" ? "Ride cancelled" : "Request expired"}>
        <p className="text-ink-muted">
          {ride.data.status === "cancelled"
            ? "This ride was cancelled."
            : "No driver took this request in time."}
        </p>
        <Link to={flow.home} className="btn-primary mt-4 w-full">
          Back to home
        </Link>
      </RideSheet>
    );
  }

  const cancelPath = withRide(flow.cancelled, rideId);
  return (
    <>
      <RideSheet
        title={TITLE}
        subtitle={
          offers.length > 0
            ? `${offers.length} ${offers.length === 1 ? "driver" : "drivers"} answered your request`
            : undefined
        }
        footer={
          <Link
            to={cancelPath}
            className="flex min-h-11 items-center justify-center font-semibold text-danger underline"
          >
            Cancel Ride
          </Link>
        }
      >
        <p className="mb-3 text-sm text-ink-muted" data-testid="price-terms">
          Suggested fare {formatNaira(ride.data.fareKobo)}
          {ride.data.offerKobo !== ride.data.fareKobo
            ? ` · you offered ${formatNaira(ride.data.offerKobo)}`
            : ""}
          . You pay only the offer you accept.
        </p>
        {offers.length > 0 ? (
          <ul className="space-y-3" aria-live="polite">
            {offers.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                suggestedKobo={ride.data.fareKobo}
                busy={accepting}
                onAccept={onAccept}
                onDecline={onDecline}
                onDetails={setDetails}
              />
            ))}
          </ul>
        ) : isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading offers">
            <div className="h-28 animate-pulse rounded-2xl bg-surface" />
            <div className="h-28 animate-pulse rounded-2xl bg-surface" />
          </div>
        ) : (
          <div className="flex flex-col items-center py-4 text-center" role="status">
            <Spinner bold className="size-8 text-brand-600" />
            <p className="mt-3 font-semibold text-ink">Waiting for drivers' offers</p>
            <p className="mt-1 text-sm text-ink-muted">Offers show here the moment a driver answers.</p>
            <button
              type="button"
              className="btn-outline mt-4"
              disabled={searchAgain.isPending}
              onClick={() =>
                searchAgain.mutate(rideId, {
                  onSuccess: () => toast.success("Asking more drivers."),
                  onError: (e) => toast.error(errorMessage(e)),
                })
              }
            >
              Search again
            </button>
          </div>
        )}
      </RideSheet>
      <DriverDetailsSheet
        offer={details}
        busy={accepting}
        onClose={() => setDetails(null)}
        onAccept={onAccept}
      />
    </>
  );
}
