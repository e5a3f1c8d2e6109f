import { useQuery } from "@tanstack/react-query";
import { useClientConfig } from "../../../lib/client-config.ts";
import { usePlaces } from "../api/search-places.ts";
import type { RidePlace } from "../api/types.ts";
import { searchGeocoder } from "../lib/geocoder.ts";
import { useDebounced } from "./use-debounced.ts";

export interface Suggestion extends RidePlace {
  source: "campus" | "geocoder";
}

/** Places matching what the rider types: campus places first, then the geocoder's answers when reachable. */
export function usePlaceSuggestions(text: string, enabled: boolean) {
  const q = useDebounced(text.trim(), 200);
  const config = useClientConfig();
  const campus = usePlaces(q, enabled);
  const geocoderUrl = config.data?.geocoderUrl;
  const remote = useQuery({
    queryKey: ["geocoder-search", geocoderUrl, q.toLowerCase()],
    queryFn: ({ signal }) => searchGeocoder(geocoderUrl ?? "", q, signal),
    enabled: enabled && Boolean(geocoderUrl) && q.length >= 3,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const p of campus.data ?? []) {
    seen.add(p.name.toLowerCase());
    suggestions.push({ lat: p.lat, lon: p.lon, name: p.name, source: "campus" });
  }
  for (const p of remote.data ?? []) {
    if (seen.has(p.name.toLowerCase())) continue;
    suggestions.push({ ...p, source: "geocoder" });
  }
  return { suggestions, loading: campus.isFetching && !campus.data };
}
