import { TRIP_CHECK_MESSAGES } from "@campusgo/domain";
import { Avatar } from "../../../components/avatar.tsx";
import { useTripSafety } from "../api/trip-checks.ts";

interface NightDriver {
  fullName: string;
  profileImage: string | null;
  vehicle: { type: string | null; color?: string | null; plateNumber: string | null } | null;
}

/**
 * At night (the hours admins set, 20:00-06:00 by default), before the rider gets in: the driver's photo and the
 * plate, large, and why. Nothing by day.
 */
export function NightPlateCheck({ tripId, driver }: { tripId: string; driver: NightDriver }) {
  const safety = useTripSafety(tripId);
  if (!safety.data?.night) return null;
  const first = driver.fullName.split(/\s+/)[0] ?? driver.fullName;
  const plate = driver.vehicle?.plateNumber ?? null;
  const about = [driver.vehicle?.color, driver.vehicle?.type].filter(Boolean).join(" ");
  return (
    <section
      className="rounded-2xl border-2 border-ink bg-white p-4 text-center"
      aria-labelledby="night-plate-heading"
      data-testid="night-plate-check"
    >
      <h2 id="night-plate-heading" className="font-semibold text-ink">
        {TRIP_CHECK_MESSAGES.nightRide}
      </h2>
      <Avatar name={driver.fullName} src={driver.profileImage} className="mx-auto mt-3 size-28 text-3xl" />
      <p className="mt-2 text-lg font-bold text-ink">{first}</p>
      {about ? <p className="text-sm text-ink-muted">{about}</p> : null}
      <p className="mt-2 text-xs tracking-wide text-ink-muted uppercase">Plate</p>
      <p
        className="font-display text-4xl font-black tracking-wider break-all text-ink"
        data-testid="night-plate-number"
      >
        {plate ?? "Not given"}
      </p>
      <p className="mt-2 text-sm text-ink-muted">
        Only get in if the plate and the face match. If they do not, stay where you are and cancel the ride.
      </p>
    </section>
  );
}
