import { Link } from "react-router";
import { adminPaths } from "../../../config/paths.ts";
import { useTripChecks } from "../api/trip-checks.ts";
import { elapsed } from "../sos-format.ts";
import { tripCheckAlertLine, tripCheckAlertTitle, waitingChecks } from "../trip-check-format.ts";
import { useNow } from "./sos-alert-banner.tsx";

/**
 * On top of every admin page, under the SOS banner, while a rider (or sender) has not answered "Are you OK?" and
 * the vehicle is still off its way or standing still: who, on which trip, why and since when, linking to Trip
 * checks. Read again when a check is escalated or answered (the admins' room), as the SOS banner is; an admin
 * whose right does not cover the checks (the list is refused) sees nothing.
 */
export function TripCheckAlertBanner() {
  const list = useTripChecks();
  const waiting = waitingChecks(list.data?.unanswered ?? []);
  const now = useNow(waiting.length > 0);
  const first = waiting[0];
  if (!first) return null;
  return (
    <div className="bg-keke-100 text-ink" data-testid="trip-check-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <div className="min-w-0 flex-1 basis-64">
          <p role="alert" className="font-semibold">
            {tripCheckAlertTitle(first)}: {tripCheckAlertLine(first)}
            {waiting.length > 1 ? <span className="ml-2">and {waiting.length - 1} more</span> : null}
          </p>
          <p className="text-sm">
            Not answered for{" "}
            <span role="timer" className="font-mono tabular-nums" data-testid="trip-check-banner-timer">
              {elapsed(first.escalatedAt ?? first.answerBy, now)}
            </span>
          </p>
        </div>
        <Link
          to={adminPaths.tripChecks}
          className="inline-flex min-h-11 items-center rounded-xl bg-ink px-4 font-bold text-white"
        >
          Open trip checks
        </Link>
      </div>
    </div>
  );
}
