import type { LineLive, ShuttleLineView, ShuttleStopView } from "@campusgo/domain";
import { useState } from "react";
import { TicketIcon } from "../../../components/app-icons.tsx";
import { busComingWords, busesComing, stopsAfter } from "../lib/seats.ts";
import { ReserveSeatDialog } from "./reserve-seat-dialog.tsx";

interface ReserveSeatProps {
  line: ShuttleLineView;
  /** The rider's stop (picked, or the nearest). */
  stop: ShuttleStopView | null;
  live: LineLive | undefined;
}

/**
 * "Reserve a seat" on a bus coming to the rider's stop, when one is coming and there is a stop after it to get
 * off at; it opens the reservation.
 */
export function ReserveSeat({ line, stop, live }: ReserveSeatProps) {
  const [open, setOpen] = useState(false);
  const buses = stop ? busesComing(live, stop.id) : [];
  const next = buses[0];
  if (!stop || !next || stopsAfter(line.stops, stop.id).length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-white px-4 py-3">
      <p className="min-w-0 flex-1 basis-40 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{busComingWords(next)}.</span> Reserve a seat on it, paid
        from your wallet.
      </p>
      <button type="button" className="btn-primary shrink-0" onClick={() => setOpen(true)}>
        <TicketIcon className="size-5" />
        Reserve a seat
      </button>
      <ReserveSeatDialog line={line} from={stop} buses={buses} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
