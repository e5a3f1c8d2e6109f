import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";
import type { DriverRequest, Offer } from "./types.ts";

/** DELETE /api/offers/:id: the driver takes an offer back. */
export const withdrawOffer = (offerId: string): Promise<Offer> =>
  api<{ data: Offer }>(`/offers/${encodeURIComponent(offerId)}`, { method: "DELETE" }).then((r) => r.data);

export const useWithdrawOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: (offer) =>
      queryClient.setQueryData<DriverRequest[]>(driverKeys.requests, (list) =>
        list?.map((r) => (r.id === offer.rideId ? { ...r, myOffer: offer } : r)),
      ),
  });
};
