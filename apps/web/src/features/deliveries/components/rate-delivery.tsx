import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { StarRatingForm } from "../../rides/index.ts";
import { useRateDelivery } from "../api/rate-delivery.ts";
import type { Delivery } from "../api/types.ts";

/** Once delivered or returned: the sender rates the driver, once (the stars given show after). */
export function RateDelivery({ delivery }: { delivery: Delivery }) {
  const rate = useRateDelivery();
  const whom = delivery.driver?.fullName.split(/\s+/)[0] ?? "your driver";
  return (
    <StarRatingForm
      whom={whom}
      givenStars={delivery.myRating}
      pending={rate.isPending}
      onRate={({ stars, comment }, done) =>
        rate.mutate(
          { id: delivery.id, stars, comment },
          {
            onSuccess: (answer) => {
              toast.success(answer.message);
              done(null);
            },
            onError: (e) => done(errorMessage(e)),
          },
        )
      }
    />
  );
}
