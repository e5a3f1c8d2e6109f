import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain/constants";

export { formatDateTime, formatDistance, formatMinutes } from "@campusgo/domain";

export const rideTypeName = (id: RideTypeId): string => RIDE_TYPES.find((t) => t.id === id)?.name ?? "Keke";

/** Naira typed by the driver ("1,500" or "1500.50") as kobo, or null when it is not a number. */
export function parseNairaInput(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
