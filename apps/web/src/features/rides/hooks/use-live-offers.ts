import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { applyPushed } from "../../../lib/pushed-data.ts";
import { useSocketEvent } from "../../../lib/socket.ts";
import { useOffers } from "../api/get-offers.ts";
import { rideKeys } from "../api/keys.ts";
import type { Offer } from "../api/types.ts";

/** The server says when an offer goes; this only backs it up, leaving room for a phone clock a bit off. */
const EXPIRY_GRACE_MS = 5000;

/**
 * The pending offers on a ride, live: the first list comes from GET /rides/:id/offers, then "ride:offer" adds
 * or replaces one and "ride:offer:gone" removes one, straight in the query cache. Offers past their expiry
 * drop out on their own.
 */
export function useLiveOffers(rideId: string | null) {
  const queryClient = useQueryClient();
  const query = useOffers(rideId);

  useSocketEvent(
    "ride:offer",
    ({ offer }) => {
      if (!rideId || offer.rideId !== rideId) return;
      applyPushed<Offer[]>(queryClient, rideKeys.offers(rideId), (list = []) => {
        const rest = list.filter((o) => o.id !== offer.id);
        return offer.status === "pending" ? [...rest, offer] : rest;
      });
    },
    Boolean(rideId),
  );

  useSocketEvent(
    "ride:offer:gone",
    ({ offerId, rideId: goneFrom }) => {
      if (!rideId || goneFrom !== rideId) return;
      applyPushed<Offer[]>(queryClient, rideKeys.offers(rideId), (list) =>
        list?.filter((o) => o.id !== offerId),
      );
    },
    Boolean(rideId),
  );

  // Remove each offer when it expires.
  const offers = query.data;
  useEffect(() => {
    if (!rideId || !offers?.length) return;
    const timers = offers.flatMap((o) => {
      if (!o.expiresAt) return [];
      const ms = new Date(o.expiresAt).getTime() + EXPIRY_GRACE_MS - Date.now();
      const drop = () =>
        queryClient.setQueryData<Offer[]>(rideKeys.offers(rideId), (list) =>
          list?.filter((x) => x.id !== o.id),
        );
      if (ms <= 0) {
        drop();
        return [];
      }
      return [window.setTimeout(drop, ms)];
    });
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [offers, rideId, queryClient]);

  const pending = useMemo(() => (offers ?? []).filter((o) => o.status === "pending"), [offers]);
  return { offers: pending, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
