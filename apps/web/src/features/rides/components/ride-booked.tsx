import { Link } from "react-router";
import type { Ride, RideDriver } from "../api/types.ts";
import { useFlowPaths } from "../hooks/use-flow-paths.ts";
import { formatWhen } from "../lib/format.ts";
import { DriverCard } from "./driver-card.tsx";
import { RideRoute } from "./ride-route.tsx";
import { RideSheet } from "./ride-sheet.tsx";

/**
 * A ride booked for later once a driver is matched to it (reserved): by the rider, or by "accept the best offer
 * up to" while the offers were on screen. The offers are over; the driver confirms near the pickup time.
 */
export function RideBooked({ ride }: { ride: Ride & { driver: RideDriver } }) {
  const flow = useFlowPaths();
  const when = formatWhen(ride.scheduledAt);
  return (
    <RideSheet
      title="Driver booked"
      subtitle={
        <span role="status">
          {ride.driver.fullName} will pick you up{when ? ` ${when}` : ""}.
        </span>
      }
      footer={
        <Link to={flow.myBookings} className="btn-primary w-full">
          See my bookings
        </Link>
      }
    >
      <DriverCard
        driver={ride.driver}
        amountKobo={ride.amountKobo ?? ride.offerKobo}
        distance="Confirms near the pickup time"
      />
      <p className="mt-3 text-sm text-ink-muted">
        Your driver confirms they are coming shortly before pickup. If they do not, we find you another driver
        and tell you.
      </p>
      <div className="mt-3 rounded-2xl border border-line p-4">
        <RideRoute pickup={ride.pickup} destination={ride.destination} />
      </div>
    </RideSheet>
  );
}

/** A reserved ride with its driver: the one a booked sheet can show. */
export const isBooked = (ride: Ride): ride is Ride & { driver: RideDriver } =>
  ride.status === "reserved" && ride.driver !== null;
