import { Link } from "react-router";
import { ChevronRightIcon } from "../../../components/app-icons.tsx";
import { reserveBelowHeaderFor } from "../../../lib/toast-placement.ts";
import { isLiveRide, liveRidePath, type Ride } from "../../rides/index.ts";
import { activeRideLabel } from "../lib/active-ride-label.ts";

/**
 * The slim bar under the top bar while a ride is under way: where it is ("Finding you a driver", "On trip to
 * Hill-Top") and "View", which opens the ride's current screen. It takes its own row, so it never covers the
 * bell or a screen's main action.
 */
export function ActiveRideBar({ ride }: { ride: Ride | null | undefined }) {
  const label = ride && isLiveRide(ride.status) ? activeRideLabel(ride) : null;
  if (!ride || !label) return null;
  return <Bar ride={ride} label={label} />;
}

/** The offline banner opens below the bar, however tall a long destination makes it. */
const keepBannerBelow = (bar: HTMLElement | null) => (bar ? reserveBelowHeaderFor(bar) : undefined);

function Bar({ ride, label }: { ride: Ride; label: string }) {
  return (
    <section
      ref={keepBannerBelow}
      aria-label="Ride in progress"
      data-testid="active-ride-bar"
      className="relative z-10 flex min-h-11 shrink-0 items-center gap-3 bg-brand-800 px-3 text-white sm:px-6"
    >
      <span className="relative flex size-2.5 shrink-0" aria-hidden="true">
        {ride.status === "searching" ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-keke-300 opacity-75" />
        ) : null}
        <span className="relative inline-flex size-2.5 rounded-full bg-keke-300" />
      </span>
      <p aria-live="polite" className="min-w-0 flex-1 py-2 text-sm font-semibold break-words">
        {label}
      </p>
      <Link
        to={liveRidePath(ride)}
        aria-label={`View your ride: ${label}`}
        className="-mr-1 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-bold text-white underline-offset-4 hover:underline focus-visible:outline-white"
      >
        View
        <ChevronRightIcon className="size-4" />
      </Link>
    </section>
  );
}
