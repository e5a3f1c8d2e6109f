import type { SeatStatus } from "@campusgo/domain";
import { SEAT_STATUS_LABEL, seatStatusTone } from "../lib/seats.ts";

export function SeatStatusBadge({ status }: { status: SeatStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${seatStatusTone(status)}`}>
      {SEAT_STATUS_LABEL[status]}
    </span>
  );
}
