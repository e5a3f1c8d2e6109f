import { useSearchParams } from "react-router";
import { Modal } from "../../../components/modal.tsx";
import { useSeats } from "../api/seats.ts";
import { SEAT_PARAM } from "../lib/seat-path.ts";
import { seatsOnScreen } from "../lib/seats.ts";
import { SeatCard } from "./seat-card.tsx";

/** The rider's seats still to board (and boarded lately), on top of the shuttle screen: their boarding codes. */
export function MySeats() {
  const seats = useSeats();
  const shown = seatsOnScreen(seats.data ?? []);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="my-seats-heading" className="mt-6">
      <h2 id="my-seats-heading" className="mb-3 text-sm font-bold tracking-wide text-ink-muted uppercase">
        {shown.length === 1 ? "Your seat" : "Your seats"}
      </h2>
      <div className="grid gap-3 lg:grid-cols-2">
        {shown.map((seat) => (
          <SeatCard key={seat.id} seat={seat} />
        ))}
      </div>
    </section>
  );
}

/** One seat's details, opened from My Bookings (`?seat=<id>`): its card, and closing it drops the parameter. */
export function SeatDetails() {
  const [params, setParams] = useSearchParams();
  const seatId = params.get(SEAT_PARAM);
  const seats = useSeats({ enabled: seatId !== null });
  if (!seatId) return null;
  const seat = seats.data?.find((s) => s.id === seatId);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SEAT_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Modal open onClose={close} title="Your seat" layout="panel">
      {seat ? (
        <SeatCard seat={seat} />
      ) : seats.isPending ? (
        <div
          className="h-40 animate-pulse rounded-3xl bg-surface"
          role="status"
          aria-label="Loading your seat"
        />
      ) : (
        <p className="text-sm text-ink" role="alert">
          This seat could not be found.
        </p>
      )}
    </Modal>
  );
}
