import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useSocketEvent } from "../../../lib/socket.ts";
import { useOffers } from "../api/get-offers.ts";
import { rideKeys } from "../api/keys.ts";
import type { Offer } from "../api/types.ts";

/** The server says when an offer goes; this only backs it up, leaving room for a phone clock a bit off. */
const EXPIRY_GRACE_MS = 5000;

const unwrapOffer = (payload: unknown): Offer | null => {
  if (!payload || typeof payload !== "object") return null;
  const p = payload as { offer?: Offer; id?: string };
  if (p.offer && typeof p.offer === "object") return p.offer;
  return typeof p.id === "string" ? (payload as Offer) : null;
};

/**
 * The pending offers on a ride, live: the first list comes from GET /rides/:id/offers, then "ride:offer" adds
 * or replaces one and "ride:offer:gone" removes one, straight in the query cache. Offers past their expiry
 * drop out on their own.
 */
export function useLiveOffers(rideId: string | null) {
  const queryClient = useQueryClient();
  const query = useOffers(rideId);

  useSocketEvent<unknown>(
    "ride:offer",
    (payload) => {
      const offer = unwrapOffer(payload);
      if (!offer || !rideId || offer.rideId !== rideId) return;
      queryClient.setQueryData<Offer[]>(rideKeys.offers(rideId), (list = []) => {
        const rest = list.filter((o) => o.id !== offer.id);
        return offer.status === "pending" ? [...rest, offer] : rest;
      });
    },
    Boolean(rideId),
  );

  useSocketEvent<{ offerId?: string; id?: string; rideId?: string }>(
    "ride:offer:gone",
    (payload) => {
      const offerId = payload.offerId ?? payload.id;
      if (!rideId || !offerId) return;
      queryClient.setQueryData<Offer[]>(rideKeys.offers(rideId), (list) =>
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
