import { useState } from "react";
import { WaitTimer } from "../../../components/wait-timer.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTimeLeft } from "../../../lib/use-time-left.ts";
import { useEndTrip } from "../api/end-trip.ts";
import type { Ride } from "../api/types.ts";
import { EndTripDialog } from "./end-trip-dialog.tsx";

/**
 * A round trip while the driver waits at the destination: the time left before the way back starts (the
 * server starts it by itself when the wait is over), and ending the trip there instead.
 */
export function WaitPanel({ ride }: { ride: Ride }) {
  const left = useTimeLeft(ride.waitEndsAt);
  const end = useEndTrip();
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    end.reset();
  };
  return (
    <section aria-label="Your driver is waiting" className="mt-3 rounded-2xl bg-keke-100 px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-ink">Waiting at {ride.destination.name}</p>
          <p className="text-xs text-ink-muted">
            {left > 0 ? "The way back starts in" : "The way back starts now."}
          </p>
        </div>
        <WaitTimer leftMs={left} />
      </div>
      <button type="button" className="btn-outline mt-3 w-full bg-white" onClick={() => setConfirming(true)}>
        End trip here
      </button>
      <EndTripDialog
        ride={ride}
        open={confirming}
        pending={end.isPending}
        error={end.isError ? errorMessage(end.error) : null}
        onConfirm={(amountKobo) =>
          end.mutate({ rideId: ride.id, amountKobo }, { onSuccess: () => setConfirming(false) })
        }
        onClose={close}
      />
    </section>
  );
}
