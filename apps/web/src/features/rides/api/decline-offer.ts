import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideKeys } from "./keys.ts";
import type { Offer } from "./types.ts";

/** POST /api/offers/:id/decline. The offer leaves the list at once and comes back if the call fails. */
export const declineOffer = ({ offerId }: { offerId: string; rideId: string }): Promise<unknown> =>
  api(`/offers/${encodeURIComponent(offerId)}/decline`, { method: "POST" });

export const useDeclineOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onMutate: async ({ offerId, rideId }) => {
      const key = rideKeys.offers(rideId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Offer[]>(key);
      queryClient.setQueryData<Offer[]>(key, (list) => list?.filter((o) => o.id !== offerId));
      return { before };
    },
    onError: (_error, { rideId }, context) => {
      if (context?.before) queryClient.setQueryData(rideKeys.offers(rideId), context.before);
    },
  });
};
