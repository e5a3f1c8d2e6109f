import { Link } from "react-router";
import { CarIcon } from "../../components/app-icons.tsx";
import { paths } from "../../config/paths.ts";
import { PageFrame } from "../dashboard/index.ts";
import { useDriversNear } from "./api/get-drivers-near.ts";
import { DriverNearCard } from "./components/driver-near-card.tsx";
import { LocationNeeded } from "./components/location-needed.tsx";
import { useDeviceSpot } from "./hooks/use-device-spot.ts";

/** /drivers: verified drivers online near the rider right now, nearest first (no positions, only distances). */
export default function DriversNearPage() {
  const { spot, retry } = useDeviceSpot();
  const drivers = useDriversNear(spot.state === "located" ? spot.at : null);

  return (
    <PageFrame title="Drivers near you" subtitle="Verified drivers online around you now.">
      {spot.state === "failed" ? (
        <LocationNeeded reason={spot.reason} onRetry={retry} />
      ) : spot.state === "locating" || drivers.isPending ? (
        <div className="space-y-3" role="status" aria-label="Looking for drivers near you">
          <div className="h-20 animate-pulse rounded-3xl bg-white" />
          <div className="h-20 animate-pulse rounded-3xl bg-white" />
        </div>
      ) : drivers.isError ? (
        <p className="rounded-3xl bg-white p-5 text-danger">
          The drivers near you could not be loaded. Please try again.
        </p>
      ) : drivers.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white px-6 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <CarIcon className="size-7" />
          </span>
          <h2 className="mt-4 font-display text-lg font-bold text-ink">No drivers near you right now</h2>
          <p className="mt-1 max-w-xs text-ink-muted">
            Drivers come online all day. Book a ride and we will look for one for you.
          </p>
          <Link to={paths.dashboard} className="btn-primary mt-5">
            Book a ride
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {drivers.data.length === 1 ? "1 driver" : `${drivers.data.length} drivers`} near you
          </p>
          <ul className="space-y-3" aria-label="Drivers near you">
            {drivers.data.map((driver) => (
              <DriverNearCard key={driver.id} driver={driver} />
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
