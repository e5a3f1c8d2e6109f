import type { RidePlace } from "../api/types.ts";
import { PinIcon } from "./ride-icons.tsx";

/** The pickup over the destination, with a line between them. */
export function RideRoute({ pickup, destination }: { pickup: RidePlace; destination: RidePlace }) {
  return (
    <ol className="relative space-y-2 text-sm">
      <span aria-hidden="true" className="absolute top-4 bottom-4 left-[7px] w-0.5 bg-line" />
      <li className="relative flex items-center gap-2.5">
        <PinIcon tone="pickup" className="size-4 shrink-0" />
        <span className="sr-only">From</span>
        <span className="min-w-0 break-words text-ink">{pickup.name}</span>
      </li>
      <li className="relative flex items-center gap-2.5">
        <PinIcon tone="destination" className="size-4 shrink-0" />
        <span className="sr-only">To</span>
        <span className="min-w-0 break-words text-ink">{destination.name}</span>
      </li>
    </ol>
  );
}
