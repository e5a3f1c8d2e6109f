import { formatDate, type PublicUser } from "@campusgo/domain";
import { Link } from "react-router";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";

/**
 * A suspended rider's lasting notice under the top bar: since when, why (the admin's words), that booking is
 * closed, and how to appeal. It stays until an admin reinstates them.
 */
export function SuspendedBanner({ suspension }: { suspension: NonNullable<PublicUser["suspension"]> }) {
  return (
    <section
      aria-label="Account suspended"
      data-testid="rider-suspended"
      className="flex shrink-0 items-start gap-3 border-b border-red-200 bg-red-50 px-4 py-3 text-sm"
    >
      <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <p className="min-w-0 text-ink">
        <span className="font-bold">Your account is suspended</span> since {formatDate(suspension.since)}: you
        cannot book rides, deliveries or seats. <span className="font-semibold">Why:</span>{" "}
        {suspension.reason}{" "}
        <Link className="font-semibold whitespace-nowrap text-brand-700 underline" to="/dashboard/settings">
          Contact us
        </Link>
      </p>
    </section>
  );
}
