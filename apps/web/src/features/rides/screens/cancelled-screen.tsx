import { cancelRideSchema } from "@campusgo/domain";
import { useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { showRefusal, useRefusalFixed } from "../../../lib/refusal-toast.ts";
import { CancellationPolicy } from "../../payments/index.ts";
import { type CancelReason, useCancelRide } from "../api/cancel-ride.ts";
import { useRide } from "../api/get-ride.ts";
import { STARTED_STATUSES } from "../api/types.ts";
import { CancelConfirmation } from "../components/cancel-confirmation.tsx";
import { CancelReasons } from "../components/cancel-reasons.tsx";
import { NoRide, RideSkeleton } from "../components/no-ride.tsx";
import { RideSheet } from "../components/ride-sheet.tsx";
import { useFlowPaths } from "../hooks/use-flow-paths.ts";
import { useRideId } from "../hooks/use-ride-id.ts";
import { useRideLive } from "../hooks/use-ride-live.ts";
import { useMapPlaces } from "../map/use-map-places.ts";

const TITLE = "Cancel ride";
/** The screen's refusal toast ("Please select a reason for your cancellation."). */
const REFUSAL = "cancel-reason";

/** SPEC 2.9 step 6: a reason, Submit, then the confirmation with "Back to home". */
export default function CancelledScreen() {
  const flow = useFlowPaths();
  const { rideId, loading } = useRideId();
  const ride = useRide(rideId);
  const cancel = useCancelRide();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  // Cancelling once the driver has arrived costs the fee: the confirmation then shows it.
  const [arrivedWhenCancelled, setArrivedWhenCancelled] = useState(false);
  useRideLive(rideId);
  useMapPlaces(ride.data?.pickup, ride.data?.destination);
  useRefusalFixed(REFUSAL, reason !== null);

  if (loading || (rideId && ride.isPending)) return <RideSkeleton title={TITLE} />;
  if (!rideId || !ride.data) return <NoRide title={TITLE} />;

  const submit = () => {
    const parsed = cancelRideSchema.safeParse({ reason: reason ?? undefined });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "";
      setError(message);
      showRefusal(REFUSAL, message);
      return;
    }
    setError(null);
    const arrived = ride.data?.status === "arrived";
    cancel.mutate(
      { rideId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setArrivedWhenCancelled(arrived);
          setConfirmed(true);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  const { status } = ride.data;
  if (status === "cancelled" || status === "completed" || STARTED_STATUSES.includes(status)) {
    return (
      <>
        <RideSheet title={status === "cancelled" ? "Ride cancelled" : TITLE}>
          <p className="text-ink-muted">
            {status === "cancelled"
              ? "This ride has been cancelled."
              : "This trip has already started, so it can no longer be cancelled."}
          </p>
          <Link to={flow.home} className="btn-primary mt-4 w-full">
            Back to home
          </Link>
        </RideSheet>
        <CancelConfirmation
          open={confirmed}
          onClose={() => setConfirmed(false)}
          homePath={flow.home}
          rideId={rideId}
          feeExpected={arrivedWhenCancelled}
        />
      </>
    );
  }

  return (
    <RideSheet
      title={TITLE}
      back
      footer={
        <button type="button" className="btn-primary w-full" onClick={submit} disabled={cancel.isPending}>
          {cancel.isPending ? <Spinner bold className="size-4" /> : null}
          Submit
        </button>
      }
    >
      <CancellationPolicy driverArrived={status === "arrived"} className="mb-4" />
      <CancelReasons
        value={reason}
        error={error}
        onChange={(r) => {
          setReason(r);
          if (r) setError(null);
        }}
      />
    </RideSheet>
  );
}
