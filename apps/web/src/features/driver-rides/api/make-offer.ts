import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { DriverRequest, Offer } from "./types.ts";

/** POST /api/rides/:id/offers { amount? } (kobo; absent = the upfront fare). */
export const makeOffer = ({ rideId, amountKobo }: { rideId: string; amountKobo?: number }): Promise<Offer> =>
  api<{ data: Offer }>(`/rides/${encodeURIComponent(rideId)}/offers`, {
    body: amountKobo === undefined ? {} : { amount: amountKobo },
  }).then((r) => r.data);

export const useMakeOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    onSuccess: (offer) =>
      queryClient.setQueryData<DriverRequest[]>(driverKeys.requests, (list) =>
        list?.map((r) => (r.id === offer.rideId ? { ...r, myOffer: offer } : r)),
      ),
  });
};
