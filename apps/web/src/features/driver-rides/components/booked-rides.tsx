import { formatNaira } from "@campusgo/domain/money";
import toast from "react-hot-toast";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useClockUntil } from "../../../lib/use-time-left.ts";
import { useConfirmBooking, useDriverBookings } from "../api/driver-bookings.ts";
import type { Ride } from "../api/types.ts";
import { formatDateTime } from "../lib/format.ts";

/**
 * Rides booked ahead for this driver: when and where, the agreed amount, and "Confirm I'm coming" from the
 * reminder on (until then the button says from when). Nothing when there are none.
 */
export function BookedRides() {
  const bookings = useDriverBookings();
  const list = bookings.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="booked-rides-title" className="space-y-3">
      <h2 id="booked-rides-title" className="font-display text-lg font-bold text-ink">
        Booked ahead
      </h2>
      <ul className="space-y-3">
        {list.map((ride) => (
          <BookedRide key={ride.id} ride={ride} />
        ))}
      </ul>
    </section>
  );
}

function BookedRide({ ride }: { ride: Ride }) {
  const confirm = useConfirmBooking();
  const from = ride.confirmFrom ? Date.parse(ride.confirmFrom) : 0;
  const now = useClockUntil(from);
  const canConfirm = now >= from;
  return (
    <li
      className="rounded-3xl border border-line bg-white p-4 shadow-sm"
      aria-label={`Booking for ${ride.scheduledAt ? formatDateTime(ride.scheduledAt) : "later"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            Pickup {ride.scheduledAt ? formatDateTime(ride.scheduledAt) : ""}
          </p>
          <p className="mt-1 truncate font-semibold text-ink">
            {ride.pickup.name} to {ride.destination.name}
          </p>
          <p className="truncate text-sm text-ink-muted">{ride.rider?.fullName ?? "Rider"}</p>
        </div>
        <p className="font-display text-xl font-bold text-ink">
          {formatNaira(ride.amountKobo ?? ride.offerKobo)}
        </p>
      </div>
      <button
        type="button"
        className="btn-primary mt-3 w-full"
        disabled={!canConfirm || confirm.isPending}
        onClick={() =>
          confirm.mutate(ride.id, {
            onSuccess: () => toast.success("Confirmed. Head to the pickup.", { id: "booking-confirm" }),
            onError: (e) => toast.error(errorMessage(e), { id: "booking-confirm" }),
          })
        }
      >
        {confirm.isPending ? <Spinner className="size-4" /> : null}
        {canConfirm ? "Confirm I'm coming" : `Confirm from ${formatDateTime(new Date(from).toISOString())}`}
      </button>
    </li>
  );
}
