import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { ReportDriver } from "../../payments/index.ts";
import { NightPlateCheck, ShareTripButton, SosButton, TripCheckPrompt } from "../../safety/index.ts";
import { useRide } from "../api/get-ride.ts";
import { rideKeys } from "../api/keys.ts";
import { type Offer, type Ride, STARTED_STATUSES } from "../api/types.ts";
import { DriverCard } from "../components/driver-card.tsx";
import { DriverDistance } from "../components/driver-distance.tsx";
import { NoRide, RideSkeleton } from "../components/no-ride.tsx";
import { PickupPin } from "../components/pickup-pin.tsx";
import { RideRoute } from "../components/ride-route.tsx";
import { RideSheet } from "../components/ride-sheet.tsx";
import { TripComplete } from "../components/trip-complete.tsx";
import { WaitPanel } from "../components/wait-panel.tsx";
import { useDriverContact } from "../hooks/use-driver-contact.ts";
import { useFlowPaths, withRide } from "../hooks/use-flow-paths.ts";
import { useRideId } from "../hooks/use-ride-id.ts";
import { useRideLive } from "../hooks/use-ride-live.ts";
import { plural } from "../lib/format.ts";
import { useMapPlaces } from "../map/use-map-places.ts";

const TITLE = "Your driver";

const HEADLINES: Partial<Record<Ride["status"], string>> = {
  accepted: "Your driver is on the way",
  arrived: "Your driver has arrived",
  in_progress: "On your way",
  waiting: "Your driver is waiting",
};

/**
 * SPEC 2.9 step 8: the assigned driver's card, live distance and ETA, the driver moving on the map, the
 * pickup PIN, a call button; cancel before the trip starts; then the trip's progress and its end. A round
 * trip waits at the destination (a countdown, or end the trip there) and then comes back to the pickup.
 */
export default function DriverCallScreen() {
  const flow = useFlowPaths();
  const queryClient = useQueryClient();
  const { rideId, loading } = useRideId();
  const ride = useRide(rideId);
  useRideLive(rideId);
  useMapPlaces(ride.data?.pickup, ride.data?.destination);
  const contact = useDriverContact(rideId, ride.data?.status);

  if (loading || (rideId && ride.isPending)) return <RideSkeleton title={TITLE} />;
  if (!rideId || !ride.data) return <NoRide title={TITLE} />;
  const r = ride.data;

  if (r.status === "completed") return <TripComplete ride={r} homePath={flow.home} />;
  if (r.status === "searching") {
    return (
      <RideSheet title={TITLE}>
        <p className="text-ink-muted">No driver is assigned yet.</p>
        <Link to={withRide(flow.bidder, r.id)} className="btn-primary mt-4 w-full">
          See offers
        </Link>
      </RideSheet>
    );
  }
  if (r.status === "cancelled" || r.status === "expired" || !r.driver) {
    return (
      <RideSheet title="Ride cancelled">
        <p className="text-ink-muted">
          {r.cancelledBy === "driver" ? "Your driver cancelled this ride." : "This ride is no longer active."}
          {r.cancelReason ? ` Reason: ${r.cancelReason}.` : ""}
        </p>
        <Link to={flow.home} className="btn-primary mt-4 w-full">
          Book another ride
        </Link>
      </RideSheet>
    );
  }

  const started = STARTED_STATUSES.includes(r.status);
  const acceptedOffer = r.acceptedOfferId
    ? queryClient.getQueryData<Offer[]>(rideKeys.offers(r.id))?.find((o) => o.id === r.acceptedOfferId)
    : undefined;
  const fallback =
    acceptedOffer && acceptedOffer.distanceM !== null && acceptedOffer.etaS !== null
      ? { distanceM: acceptedOffer.distanceM, etaS: acceptedOffer.etaS }
      : null;
  const phone = r.driver.phoneNumber;
  const returning = r.status === "returning";

  return (
    <RideSheet
      title={returning ? `On the way back to ${r.pickup.name}` : (HEADLINES[r.status] ?? TITLE)}
      subtitle={<span aria-live="polite">{statusLine(r)}</span>}
      footer={
        <div className="grid grid-cols-2 gap-2">
          {phone ? (
            <a href={`tel:${phone}`} className="btn-primary" aria-label={`Call ${r.driver.fullName}`}>
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path
                  d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
                  strokeLinejoin="round"
                />
              </svg>
              Call
            </a>
          ) : (
            <span className="btn-primary opacity-50" aria-disabled="true">
              Call
            </span>
          )}
          {started ? (
            <span className="inline-flex min-h-11 items-center justify-center rounded-xl bg-surface px-3 text-center text-sm text-ink-muted">
              Trip in progress
            </span>
          ) : (
            <Link
              to={withRide(flow.cancelled, r.id)}
              className="btn-outline border-danger text-danger hover:bg-red-50"
            >
              Cancel Ride
            </Link>
          )}
        </div>
      }
    >
      {contact === "lost" ? <LostContact name={r.driver.fullName} phone={phone} /> : null}
      {r.status === "accepted" || r.status === "arrived" ? (
        <div className="mb-3">
          <NightPlateCheck tripId={r.id} driver={r.driver} />
        </div>
      ) : null}
      <DriverCard
        driver={r.driver}
        amountKobo={r.amountKobo ?? r.fareKobo}
        vehicleImageUrl={acceptedOffer?.driver.vehicle.imageUrl}
        distance={
          r.status === "arrived" ? (
            "At your pickup"
          ) : r.status === "waiting" ? (
            "At your destination"
          ) : (
            <DriverDistance
              target={started && !returning ? r.destination : r.pickup}
              fallback={started ? null : fallback}
            />
          )
        }
      />
      {r.status === "waiting" ? <WaitPanel ride={r} /> : null}
      {!started && r.pin ? (
        <div className="mt-3">
          <PickupPin pin={r.pin} />
        </div>
      ) : null}
      <ShareTripButton rideId={r.id} className="mt-3" />
      <SosButton kind="ride" tripId={r.id} className="mt-2" />
      <div className="mt-3 rounded-2xl border border-line p-4">
        <RideRoute pickup={r.pickup} destination={r.destination} />
      </div>
      <ReportDriver rideId={r.id} className="mt-2" />
      <TripCheckPrompt kind="ride" tripId={r.id} />
    </RideSheet>
  );
}

/** The driver's position has stopped coming: said at the top of the sheet, with a call to the driver. */
function LostContact({ name, phone }: { name: string; phone: string | null }) {
  const first = name.split(/\s+/)[0] ?? name;
  return (
    <div
      role="alert"
      className="mb-3 rounded-2xl border border-danger/40 bg-red-50 p-4"
      data-testid="lost-contact"
    >
      <p className="font-semibold text-ink">We lost contact with your driver</p>
      <p className="mt-1 text-sm text-ink-muted">
        Their position has not come through for a while, so the map may be out of date.
        {phone ? ` Call ${first} to check where they are.` : ""}
      </p>
      {phone ? (
        <a href={`tel:${phone}`} className="btn-primary mt-3 w-full">
          Call {first}
        </a>
      ) : null}
    </div>
  );
}

function statusLine(ride: Ride): string {
  switch (ride.status) {
    case "accepted":
      return `Meet your driver at ${ride.pickup.name}.`;
    case "arrived":
      return "Show your PIN to the driver to start the trip.";
    case "in_progress":
      return ride.roundTrip
        ? `Round trip to ${ride.destination.name} and back, with up to ${plural(ride.waitMinutes, "minute")} of waiting.`
        : `Heading to ${ride.destination.name}.`;
    case "waiting":
      return `Round trip: the way back to ${ride.pickup.name} follows the wait.`;
    case "returning":
      return "Your driver is taking you back to where you were picked up.";
    default:
      return "";
  }
}
