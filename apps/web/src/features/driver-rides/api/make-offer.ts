import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sendOnce } from "../../../lib/idempotency.ts";
import { driverKeys } from "./keys.ts";
import type { DriverRequest, Offer } from "./types.ts";

/** POST /api/rides/:id/offers { amount? } (kobo; absent = the upfront fare), made once however often sent. */
export const makeOffer = ({
  rideId,
  amountKobo,
}: {
  rideId: string;
  amountKobo?: number;
}): Promise<Offer> => {
  const body = amountKobo === undefined ? {} : { amount: amountKobo };
  return sendOnce(`offers:make:${rideId}`, body, (idempotencyKey) =>
    api<{ data: Offer }>(`/rides/${encodeURIComponent(rideId)}/offers`, { body, idempotencyKey }),
  ).then((r) => r.data);
};

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
