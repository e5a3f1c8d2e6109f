import { inRange, offerRangeMessage } from "@campusgo/domain";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { useMakeOffer } from "../api/make-offer.ts";
import type { DriverRequest } from "../api/types.ts";
import { parseNairaInput } from "../lib/format.ts";

/**
 * The driver's answer to a request: "Offer" at the rider's price, or a counter-offer in naira checked against
 * the request's range before it is sent. `onSent` runs once the server has the offer.
 */
export function useRequestOffer(request: DriverRequest, onSent?: () => void) {
  const offer = useMakeOffer();
  const [counter, setCounter] = useState("");
  const [error, setError] = useState<string | null>(null);

  const send = (amountKobo?: number) => {
    setError(null);
    offer.mutate(
      { rideId: request.id, amountKobo },
      {
        onSuccess: () => {
          toast.success("Offer sent");
          onSent?.();
        },
        onError: (e) => {
          setError(errorMessage(e));
          toast.error(errorMessage(e));
        },
      },
    );
  };

  const sendCounter = () => {
    const kobo = parseNairaInput(counter);
    if (kobo === null) {
      setError("Please enter an amount");
      return;
    }
    if (!inRange(kobo, request.offerRange)) {
      setError(offerRangeMessage(request.offerRange));
      return;
    }
    send(kobo);
  };

  return { send, sendCounter, counter, setCounter, error, pending: offer.isPending };
}
