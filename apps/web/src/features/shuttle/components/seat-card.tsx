import { formatDateTime, formatNaira, type SeatView } from "@campusgo/domain";
import { useId, useState } from "react";
import { BusIcon, CheckCircleIcon } from "../../../components/app-icons.tsx";
import { SosButton } from "../../safety/index.ts";
import { CancelSeatDialog } from "./cancel-seat-dialog.tsx";
import { SeatQr } from "./seat-qr.tsx";
import { SeatStatusBadge } from "./seat-status-badge.tsx";

interface SeatCardProps {
  seat: SeatView;
  /** Offer Cancel seat while it is reserved (false where the card only confirms it). */
  canCancel?: boolean;
  /** The heading level of the card's title within the page. */
  headingLevel?: 2 | 3;
}

/**
 * A seat on a shuttle: its line, from and to, the bus, its status and, while it waits for the bus, the boarding
 * code large (read out digit by digit) with its QR code for the driver's camera, and Cancel seat; once boarded
 * (on the bus), SOS.
 */
export function SeatCard({ seat, canCancel = true, headingLevel = 3 }: SeatCardProps) {
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const reserved = seat.status === "reserved";

  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-3xl border border-line bg-white shadow-sm"
      data-testid="seat-card"
    >
      <div aria-hidden="true" className="h-1.5" style={{ backgroundColor: seat.colour }} />
      <div className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <span
              aria-hidden="true"
              className="size-3 shrink-0 rounded-full"
              style={{ backgroundColor: seat.colour }}
            />
            <span className="min-w-0 break-words">{seat.lineName}</span>
          </p>
          <SeatStatusBadge status={seat.status} />
        </div>
        <Heading id={titleId} className="mt-1.5 font-display text-lg font-bold break-words text-ink">
          {seat.from.name} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {seat.to.name}
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1.5">
            <BusIcon className="size-4" />
            {seat.plateNumber ? `Bus ${seat.plateNumber}` : "Bus"}
          </span>
          <span aria-hidden="true">·</span>
          <span>{formatNaira(seat.amountKobo)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatDateTime(seat.createdAt)}</span>
        </p>

        {reserved && seat.code ? (
          <div className="mt-4 rounded-2xl bg-keke-100 p-4">
            <p className="font-semibold text-ink">Reserved: show this code to the driver</p>
            <p className="mt-0.5 text-sm text-ink-muted">
              Board at {seat.from.name}. The driver scans the QR code or types the digits.
            </p>
            <div className="mt-3 flex flex-wrap items-center justify-around gap-4">
              <p className="shrink-0">
                <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  Boarding code
                </span>
                <span
                  aria-hidden="true"
                  className="block font-display text-4xl font-extrabold tracking-[0.15em] whitespace-nowrap text-ink"
                  data-testid="boarding-code"
                >
                  {seat.code}
                </span>
                <span className="sr-only">{seat.code.split("").join(" ")}</span>
              </p>
              <SeatQr seatId={seat.id} code={seat.code} />
            </div>
          </div>
        ) : seat.status === "boarded" ? (
          <>
            <p className="mt-4 flex items-start gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
              <CheckCircleIcon className="size-5 shrink-0" />
              <span>
                <span className="font-semibold">Boarded.</span> Get off at {seat.to.name}.
              </span>
            </p>
            {/* On the bus: the run is the rider's trip under way. */}
            <SosButton kind="shuttle_run" tripId={seat.runId} className="mt-3" />
          </>
        ) : seat.status === "alighted" ? (
          <p className="mt-4 text-sm text-ink-muted">You got off at {seat.to.name}. Thanks for riding.</p>
        ) : seat.status === "missed" ? (
          <p className="mt-4 text-sm text-ink-muted">The bus left {seat.from.name} without you on board.</p>
        ) : null}

        {reserved && canCancel ? (
          <>
            <button
              type="button"
              className="mt-3 min-h-11 rounded-xl px-2 text-sm font-semibold text-danger underline underline-offset-2 hover:bg-red-50"
              onClick={() => setCancelling(true)}
            >
              Cancel seat
            </button>
            <CancelSeatDialog seat={seat} open={cancelling} onClose={() => setCancelling(false)} />
          </>
        ) : null}
      </div>
    </article>
  );
}
