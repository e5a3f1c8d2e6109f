import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { api, errorMessage } from "../../../lib/api-client.ts";
import { StarRatingForm } from "../../rides/index.ts";
import { getDelivery } from "../api/get-delivery.ts";
import type { DeliveryView } from "../api/types.ts";

const key = (deliveryId: string) => ["driver", "delivery", deliveryId] as const;

/** Once a delivery is delivered or returned: the driver rates its sender, once (the stars given show after). */
export function RateSender({ deliveryId }: { deliveryId: string }) {
  const queryClient = useQueryClient();
  const delivery = useQuery({ queryKey: key(deliveryId), queryFn: () => getDelivery(deliveryId) });
  const rate = useMutation({
    mutationFn: (input: { stars: number; comment: string }) =>
      api<{ message: string; data: DeliveryView }>(`/deliveries/${encodeURIComponent(deliveryId)}/rating`, {
        body: { stars: input.stars, comment: input.comment.trim() || null },
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(key(deliveryId), data),
  });
  const d = delivery.data;
  if (!d || (d.status !== "delivered" && d.status !== "returned")) return null;
  const whom = d.sender?.fullName.split(/\s+/)[0] ?? "the sender";
  return (
    <StarRatingForm
      whom={whom}
      givenStars={d.myRating}
      pending={rate.isPending}
      onRate={(input, done) =>
        rate.mutate(input, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            done(null);
          },
          onError: (e) => done(errorMessage(e)),
        })
      }
    />
  );
}
