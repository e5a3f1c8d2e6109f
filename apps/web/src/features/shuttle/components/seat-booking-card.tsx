import { formatDateTime, formatNaira, type SeatView } from "@campusgo/domain";
import { Link } from "react-router";
import { BusIcon, ChevronRightIcon } from "../../../components/app-icons.tsx";
import { seatPath } from "../lib/seat-path.ts";
import { SeatStatusBadge } from "./seat-status-badge.tsx";

/**
 * One shuttle seat in My Bookings beside the rides and deliveries, marked with its line: the whole card opens the
 * seat on the shuttle screen (its boarding code while it waits for the bus).
 */
export function SeatBookingCard({ seat }: { seat: SeatView }) {
  return (
    <li
      className="relative rounded-3xl border border-line bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300 sm:p-5"
      data-testid="seat-booking"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <BusIcon className="size-4 shrink-0" />
            <span className="shrink-0">Shuttle ·</span>
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: seat.colour }}
            />
            <span className="min-w-0 break-words">{seat.lineName}</span>
          </p>
          <p className="mt-0.5 text-sm text-ink-muted">{formatDateTime(seat.createdAt)}</p>
        </div>
        <p className="font-display text-lg font-bold text-ink">{formatNaira(seat.amountKobo)}</p>
      </div>
      <Link
        to={seatPath(seat.id)}
        aria-label={`Shuttle seat from ${seat.from.name} to ${seat.to.name}, seat details`}
        className="mt-2 flex items-center gap-2 text-sm text-ink outline-none after:absolute after:inset-0 after:rounded-3xl"
      >
        <span className="min-w-0 flex-1 break-words">
          {seat.from.name} <span aria-hidden="true">→</span> {seat.to.name}
        </span>
        <ChevronRightIcon className="size-4 shrink-0 text-ink-muted" />
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <SeatStatusBadge status={seat.status} />
        {seat.plateNumber ? <span className="text-xs text-ink-muted">Bus {seat.plateNumber}</span> : null}
      </div>
    </li>
  );
}
