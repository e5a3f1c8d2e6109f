import type { PlaceView } from "@campusgo/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/places: every campus place (the plan drawn when the map has no tiles). */
const getCampusPlaces = (): Promise<PlaceView[]> =>
  api<{ data: PlaceView[] }>("/places", { query: { limit: "100" } }).then((r) => r.data);

export const useCampusPlaces = (enabled: boolean) =>
  useQuery({
    queryKey: ["places", "all"],
    queryFn: getCampusPlaces,
    staleTime: 30 * 60_000,
    enabled,
    // Tried even offline: the service worker answers from its copy of the places.
    networkMode: "offlineFirst",
  });
