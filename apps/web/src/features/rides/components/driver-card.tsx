import { formatNaira } from "@campusgo/domain/money";
import type { ReactNode } from "react";
import { Avatar } from "../../../components/avatar.tsx";
import { VehicleText } from "../../../components/vehicle-text.tsx";
import { pictureAt } from "../../../lib/picture-url.ts";
import type { RideDriver } from "../api/types.ts";
import { Rating } from "./rating.tsx";

/** SPEC 2.9 step 8: picture, name, distance, rating, vehicle info, amount and the vehicle's picture. */
export function DriverCard({
  driver,
  amountKobo,
  distance,
  vehicleImageUrl,
}: {
  driver: RideDriver;
  amountKobo: number;
  distance: ReactNode;
  /** The vehicle's picture (carried by the accepted offer). */
  vehicleImageUrl?: string | null;
}) {
  return (
    <div className="rounded-2xl border border-line p-3 md:p-4">
      <div className="flex items-start gap-3">
        <Avatar name={driver.fullName} src={driver.profileImage} className="size-14" />
        <div className="min-w-0 flex-1">
          <p className="text-lg leading-snug font-bold break-words text-ink">{driver.fullName}</p>
          <Rating rating={driver.rating} count={driver.ratingCount} />
          <p className="mt-0.5 text-sm text-ink-muted" data-testid="driver-distance">
            {distance}
          </p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs text-ink-muted">Amount</p>
          <p className="font-display text-lg font-bold text-ink">{formatNaira(amountKobo)}</p>
        </div>
      </div>
      <div className="mt-2.5 flex items-center gap-3 rounded-xl bg-surface px-3 py-2 md:mt-3 md:p-3">
        {vehicleImageUrl ? (
          <img
            src={pictureAt(vehicleImageUrl, 160)}
            alt={`${driver.fullName}'s vehicle`}
            loading="lazy"
            className="h-12 w-16 shrink-0 rounded-lg bg-white object-cover"
          />
        ) : null}
        <p className="min-w-0 text-sm">
          <span className="block text-xs text-ink-muted">Vehicle</span>
          <span className="block font-semibold break-words text-ink">
            <VehicleText vehicle={driver.vehicle} />
          </span>
        </p>
      </div>
    </div>
  );
}
