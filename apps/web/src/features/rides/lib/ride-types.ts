import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain/constants";

/** "Keke ride", "Okada ride", "Shuttle ride": the words of the ride picker. */
export const rideTypeLabel = (id: RideTypeId): string =>
  `${RIDE_TYPES.find((t) => t.id === id)?.name ?? "Keke"} ride`;

/** A line about each ride type under its name. */
export const RIDE_TYPE_HINTS: Record<RideTypeId, string> = {
  1: "Up to 3 riders",
  2: "Fastest, 1 rider",
  3: "Shared, cheap",
};
