import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain/constants";

/**
 * "Keke ride", "Okada ride", "Shuttle hire": the words of the ride picker. The on-demand shuttle (ride type 3) is
 * named "Shuttle hire", apart from the campus lines' buses, where a seat is reserved.
 */
const LABELS: Record<RideTypeId, string> = { 1: "Keke ride", 2: "Okada ride", 3: "Shuttle hire" };
export const rideTypeLabel = (id: RideTypeId): string =>
  LABELS[id] ?? `${RIDE_TYPES.find((t) => t.id === id)?.name ?? "Keke"} ride`;

/** A line about each ride type under its name. */
export const RIDE_TYPE_HINTS: Record<RideTypeId, string> = {
  1: "Up to 3 riders",
  2: "Fastest, 1 rider",
  3: "Shared, cheap",
};
