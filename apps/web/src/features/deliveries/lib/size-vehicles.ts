import { SIZE_RIDE_TYPES } from "@campusgo/domain";
import type { RideTypeId } from "@campusgo/domain/constants";
import type { ParcelSize } from "../api/types.ts";

/** The vehicles of each ride type, as a sender reads them: an okada, a keke, a car (or a bus). */
const VEHICLE_WORDS: Record<RideTypeId, string> = { 2: "okada", 1: "keke", 3: "car" };

/** Which vehicles take a parcel of this size, in words: "Okada, keke or car", "Keke or car", "Car only". */
export function sizeVehicles(size: ParcelSize): string {
  const words = SIZE_RIDE_TYPES[size].map((id) => VEHICLE_WORDS[id]);
  if (words.length === 1) return `${capitalise(words[0] ?? "car")} only`;
  const last = words.at(-1);
  return capitalise(`${words.slice(0, -1).join(", ")} or ${last}`);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
