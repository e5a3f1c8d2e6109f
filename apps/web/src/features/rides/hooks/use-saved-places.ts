import { CAMPUS_PLACES } from "@campusgo/domain/places";
import { useMemo } from "react";
import { useRides } from "../api/get-rides.ts";
import type { RidePlace } from "../api/types.ts";

export interface SavedPlace extends RidePlace {
  kind: "recent" | "campus";
}

/** Campus places most riders go to: the areas and gates. */
const POPULAR = ["main-gate", "hill-top", "odenigwe", "behind-flat", "odim-gate", "nnamdi-azikiwe-library"];

/** Recent destinations from the rider's past rides, then a few popular campus places. */
export function useSavedPlaces(limit = 6): SavedPlace[] {
  const completed = useRides("completed");
  return useMemo(() => {
    const seen = new Set<string>();
    const out: SavedPlace[] = [];
    const add = (p: RidePlace, kind: SavedPlace["kind"]) => {
      const key = p.name.trim().toLowerCase();
      if (!key || seen.has(key) || out.length >= limit) return;
      seen.add(key);
      out.push({ lat: p.lat, lon: p.lon, name: p.name, kind });
    };
    for (const ride of completed.data ?? [])
      if (out.filter((p) => p.kind === "recent").length < 3) add(ride.destination, "recent");
    for (const slug of POPULAR) {
      const place = CAMPUS_PLACES.find((p) => p.slug === slug);
      if (place) add(place, "campus");
    }
    return out;
  }, [completed.data, limit]);
}
