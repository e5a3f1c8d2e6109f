import type { DriverStatus } from "@campusgo/domain";
import { formatDate } from "@campusgo/domain";
import { Link } from "react-router";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { useClientConfig } from "../../../lib/client-config.ts";

type Suspension = NonNullable<DriverStatus["suspension"]>;

/**
 * The lasting "Account suspended" state of a suspended driver: why (the server's words), since when, and how to
 * appeal (write to support, or Settings -> Contact us). It stays until an admin lifts the suspension.
 */
export function SuspendedCard({ id, suspension }: { id: string; suspension: Suspension }) {
  const config = useClientConfig();
  const email = config.data?.supportEmail;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="suspended-card"
      className="flex items-start gap-3 rounded-3xl border border-red-200 bg-red-50 p-4 sm:gap-4 sm:p-5"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-danger sm:size-12">
        <AlertCircleIcon className="size-5 sm:size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
          Account suspended
        </h2>
        <p id={`${id}-desc`} className="text-sm text-ink sm:text-base">
          Since {formatDate(suspension.since)} you cannot go online or take rides.{" "}
          <span className="font-semibold">Why:</span> {suspension.reason}
        </p>
        <p className="text-sm text-ink-muted">
          If you think this is a mistake, tell us your side:{" "}
          {email ? (
            <>
              write to{" "}
              <a
                className="font-semibold break-all text-brand-700 underline"
                href={`mailto:${email}?subject=${encodeURIComponent("Appeal of my suspension")}`}
              >
                {email}
              </a>{" "}
              or use{" "}
            </>
          ) : (
            "use "
          )}
          <Link className="font-semibold text-brand-700 underline" to="/dashboard/settings">
            Settings, Contact us
          </Link>
          . An admin looks at every appeal.
        </p>
      </div>
    </section>
  );
}
