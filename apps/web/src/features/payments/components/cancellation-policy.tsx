import { cancellationPolicy, formatNaira } from "@campusgo/domain";
import { Link } from "react-router";
import { bookingDetailsPath } from "../../../config/paths.ts";
import { useClientConfig } from "../../../lib/client-config.ts";
import { useRideCharge } from "../api/get-ride-charge.ts";

/**
 * The cancellation policy, before a rider confirms a cancellation; `driverArrived` says plainly that this
 * cancellation is the one that costs the fee.
 */
export function CancellationPolicy({
  driverArrived,
  className = "",
}: {
  driverArrived: boolean;
  className?: string;
}) {
  const config = useClientConfig();
  const fee = config.data?.cancelFeeKobo;
  if (fee === undefined) return null;
  return (
    <div
      className={`rounded-2xl border p-3 text-sm ${driverArrived && fee > 0 ? "border-keke-500 bg-keke-100" : "border-line bg-surface"} ${className}`}
      data-testid="cancellation-policy"
    >
      {driverArrived && fee > 0 ? (
        <p className="font-semibold text-ink">
          Your driver has arrived: cancelling now costs {formatNaira(fee)}.
        </p>
      ) : null}
      <p className={driverArrived && fee > 0 ? "mt-1 text-ink" : "text-ink-muted"}>
        {fee > 0 ? cancellationPolicy(fee) : "Cancelling is free."}
      </p>
    </div>
  );
}

/** After a cancellation: the fee it cost, if any, with the way to pay it. */
export function CancellationFeeDue({ rideId, expected }: { rideId: string; expected: boolean }) {
  const charge = useRideCharge(rideId, { expected });
  const view = charge.data;
  if (view?.status !== "owed") return null;
  return (
    <div className="w-full rounded-2xl border border-keke-500 bg-keke-100 p-3 text-left text-sm text-ink">
      <p className="font-semibold">A cancellation fee of {formatNaira(view.amountKobo)} is due.</p>
      <p className="mt-1">It goes to your driver. Pay it before you book your next ride.</p>
      <Link to={bookingDetailsPath(rideId)} className="btn-primary mt-3 w-full">
        Pay now
      </Link>
    </div>
  );
}
