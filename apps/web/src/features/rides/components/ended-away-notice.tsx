import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { useFlagRide } from "../api/flag-ride.ts";
import type { Ride } from "../api/types.ts";
import { formatDistance } from "../lib/format.ts";

/**
 * A trip the driver ended away from its end: where, and a way to flag it for support ("ended early").
 * Nothing when the trip ended where it should.
 */
export function EndedAwayNotice({ ride }: { ride: Ride }) {
  const flag = useFlagRide();
  if (!ride.endedAway) return null;
  const end = ride.roundTrip ? ride.pickup.name : ride.destination.name;
  return (
    <div className="mt-4 rounded-2xl border border-line bg-surface p-4 text-sm" role="note">
      <p className="font-semibold text-ink">
        Your driver ended the trip {formatDistance(ride.endedAway.distanceM)} from {end}.
      </p>
      {ride.flag ? (
        <p className="mt-1 text-ink-muted">You flagged this trip. Our support team will look into it.</p>
      ) : (
        <>
          <p className="mt-1 text-ink-muted">
            If you did not ask to stop here, tell us and we will look into it.
          </p>
          <button
            type="button"
            className="btn-outline mt-3 w-full"
            disabled={flag.isPending}
            onClick={() =>
              flag.mutate(ride.id, {
                onSuccess: (r) => toast.success(r.message, { id: "ride-flag" }),
                onError: (e) => toast.error(errorMessage(e), { id: "ride-flag" }),
              })
            }
          >
            Flag: ended early
          </button>
        </>
      )}
    </div>
  );
}
