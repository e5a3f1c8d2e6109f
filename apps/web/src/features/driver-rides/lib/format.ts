import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain/constants";

export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres / 10) * 10)}m`;
  return `${(metres / 1000).toFixed(metres < 10_000 ? 1 : 0)}km`;
}

export function formatMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes}${minutes === 1 ? "min" : "mins"}`;
}

export const rideTypeName = (id: RideTypeId): string => RIDE_TYPES.find((t) => t.id === id)?.name ?? "Keke";

const dateTime = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

/** Naira typed by the driver ("1,500" or "1500.50") as kobo, or null when it is not a number. */
export function parseNairaInput(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
