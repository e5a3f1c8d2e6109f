import { type DriverNear, formatDistance, formatRating } from "@campusgo/domain";
import { Avatar } from "../../../components/avatar.tsx";
import { VehicleText } from "../../../components/vehicle-text.tsx";

/** One driver near the rider: picture (or initials), name, vehicle and plate, rating, how far. */
export function DriverNearCard({ driver }: { driver: DriverNear }) {
  return (
    <li
      aria-label={driver.fullName}
      className="flex items-center gap-4 rounded-3xl border border-line bg-white p-4 shadow-sm"
    >
      <Avatar
        variant="decorative"
        name={driver.fullName}
        src={driver.profileImage}
        className="size-14 text-lg"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">{driver.fullName}</p>
        <p className="text-sm break-words text-ink-muted">
          <VehicleText vehicle={driver.vehicle} />
        </p>
        <p className="text-sm text-ink-muted">
          <span className="sr-only">Rating: </span>
          {formatRating(driver.rating, driver.ratingCount)}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-display text-lg font-bold text-ink">
          <span className="sr-only">About </span>
          {formatDistance(driver.distanceM)}
          <span className="sr-only"> away</span>
        </p>
        <p className={`text-xs font-semibold ${driver.available ? "text-brand-700" : "text-ink-muted"}`}>
          {driver.available ? "Available" : "On a trip"}
        </p>
      </div>
    </li>
  );
}
