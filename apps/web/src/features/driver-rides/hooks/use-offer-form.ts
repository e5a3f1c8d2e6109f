import { type AmountRange, inRange, offerRangeMessage } from "@campusgo/domain";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { parseNairaInput } from "../lib/format.ts";

/** What sends the driver's price on one trip (any kind): `undefined` is the price asked. */
export type SendOffer = (
  amountKobo: number | undefined,
  callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

/** The state of a price form: "Offer" at the asked price, or a counter-offer typed in naira. */
export interface OfferForm {
  send: (amountKobo?: number) => void;
  sendCounter: () => void;
  counter: string;
  setCounter: (text: string) => void;
  error: string | null;
  pending: boolean;
}

/**
 * The driver's answer to a request of any kind: "Offer" at the asked price, or a counter-offer in naira checked
 * against the request's range before `offer` sends it. `onSent` runs once the server has the offer.
 */
export function useOfferForm(
  range: AmountRange,
  offer: SendOffer,
  pending: boolean,
  onSent?: () => void,
): OfferForm {
  const [counter, setCounter] = useState("");
  const [error, setError] = useState<string | null>(null);

  const send = (amountKobo?: number) => {
    setError(null);
    offer(amountKobo, {
      onSuccess: () => {
        toast.success("Offer sent");
        onSent?.();
      },
      onError: (e) => {
        setError(errorMessage(e));
        toast.error(errorMessage(e));
      },
    });
  };

  const sendCounter = () => {
    const kobo = parseNairaInput(counter);
    if (kobo === null) {
      setError("Please enter an amount");
      return;
    }
    if (!inRange(kobo, range)) {
      setError(offerRangeMessage(range));
      return;
    }
    send(kobo);
  };

  return { send, sendCounter, counter, setCounter, error, pending };
}
