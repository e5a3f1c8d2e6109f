import { Link } from "react-router";
import { ChevronRightIcon, PackageIcon } from "../../../components/app-icons.tsx";
import { dashboardPaths, deliveryPath } from "../../../config/paths.ts";
import type { Delivery } from "../api/types.ts";
import { activeDeliveryLabel, mostUrgentDelivery } from "../lib/active-delivery-label.ts";

/**
 * The slim bar under the top bar while a package of the sender's is in progress: where it is ("Package on its way
 * to Odenigwe") and View, which opens that delivery; with more than one, how many, and My Bookings for the rest.
 */
export function ActiveDeliveryBar({ deliveries }: { deliveries: readonly Delivery[] | undefined }) {
  const delivery = mostUrgentDelivery(deliveries ?? []);
  const label = delivery ? activeDeliveryLabel(delivery) : null;
  if (!delivery || !label) return null;
  const more = (deliveries?.length ?? 1) - 1;
  return (
    <section
      aria-label="Delivery in progress"
      data-testid="active-delivery-bar"
      className="relative z-10 flex min-h-11 shrink-0 items-center gap-3 border-t border-brand-700 bg-brand-800 px-3 text-white sm:px-6"
    >
      <PackageIcon className="size-5 shrink-0 text-keke-300" />
      <p aria-live="polite" className="min-w-0 flex-1 py-2 text-sm font-semibold break-words">
        {label}
        {more > 0 ? (
          <Link to={dashboardPaths.myBookings} className="ml-1 font-normal text-brand-100 underline">
            +{more} more
          </Link>
        ) : null}
      </p>
      <Link
        to={deliveryPath(delivery.id)}
        aria-label={`View your delivery: ${label}`}
        className="-mr-1 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-bold text-white underline-offset-4 hover:underline focus-visible:outline-white"
      >
        View
        <ChevronRightIcon className="size-4" />
      </Link>
    </section>
  );
}
