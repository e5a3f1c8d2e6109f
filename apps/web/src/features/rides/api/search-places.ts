import type { PlaceView } from "@campusgo/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** A gazetteer place as GET /api/places lists it. */
export type ApiPlace = PlaceView;

/** GET /api/places?q= : campus places whose name matches. */
export const searchPlaces = (q: string, signal?: AbortSignal): Promise<ApiPlace[]> =>
  api<{ data: ApiPlace[] }>("/places", { query: { q: q || undefined, limit: "8" }, signal }).then(
    (r) => r.data,
  );

export const placesQuery = (q: string) =>
  queryOptions({
    queryKey: ["places", q.trim().toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(q.trim(), signal),
    staleTime: 5 * 60_000,
    // Tried even offline: the service worker answers places it has seen (stale-while-revalidate).
    networkMode: "offlineFirst",
  });

export const usePlaces = (q: string, enabled = true) =>
  useQuery({ ...placesQuery(q), enabled, placeholderData: keepPreviousData });
