import type { AdminPlaceView, NewPlaceBody, PlaceChangeBody } from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const key = ["admin", "places"] as const;

/** GET /api/admin/places: every campus place, hidden ones too. */
export const useAdminPlaces = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<{ data: AdminPlaceView[] }>("/admin/places", { signal }).then((r) => r.data),
  });

function useChange<I>(send: (input: I) => Promise<{ message: string; data: AdminPlaceView }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      // The riders' search in this browser reads the places again too.
      void queryClient.invalidateQueries({ queryKey: ["places"] });
    },
  });
}

/** POST /api/admin/places. */
export const useAddPlace = () =>
  useChange((place: NewPlaceBody) =>
    api<{ message: string; data: AdminPlaceView }>("/admin/places", { method: "POST", body: place }),
  );

/** PATCH /api/admin/places/:id: rename, move, change the kind, hide or show. */
export const useChangePlace = () =>
  useChange(({ id, change }: { id: string; change: PlaceChangeBody }) =>
    api<{ message: string; data: AdminPlaceView }>(`/admin/places/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: change,
    }),
  );
