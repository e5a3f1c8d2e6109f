import type { OfferView } from "@campusgo/domain";
import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { applyPushed } from "../../../lib/pushed-data.ts";
import { useSocketEvent } from "../../../lib/socket.ts";
import { useOffers } from "../api/get-offers.ts";
import { rideKeys } from "../api/keys.ts";

/** The server says when an offer goes; this only backs it up, leaving room for a phone clock a bit off. */
const EXPIRY_GRACE_MS = 5000;

/** The live list of a trip of any kind: its first read, where it sits in the cache, and its kind's offer event. */
interface TripOffers {
  tripId: string | null;
  query: UseQueryResult<OfferView[]>;
  queryKey: QueryKey;
  /** "ride:offer" for a ride, "delivery:offer" for a delivery: an offer made or changed. */
  offerEvent: "ride:offer" | "delivery:offer";
  /** Whether to follow it now (a delivery only while it looks for a driver). */
  enabled?: boolean;
}

/**
 * The pending offers on a trip, live: the first list from the query, then the kind's offer event adds or replaces
 * one and "ride:offer:gone" (sent for offers of any kind of trip) removes one, straight in the query cache.
 * Offers past their expiry drop out on their own.
 */
export function useLiveTripOffers({ tripId, query, queryKey, offerEvent, enabled = true }: TripOffers) {
  const queryClient = useQueryClient();
  const following = Boolean(tripId) && enabled;

  useSocketEvent(
    offerEvent,
    ({ offer }) => {
      if (!tripId || offer.rideId !== tripId) return;
      applyPushed<OfferView[]>(queryClient, queryKey, (list = []) => {
        const rest = list.filter((o) => o.id !== offer.id);
        return offer.status === "pending" ? [...rest, offer] : rest;
      });
    },
    following,
  );

  useSocketEvent(
    "ride:offer:gone",
    ({ offerId, rideId: goneFrom }) => {
      if (!tripId || goneFrom !== tripId) return;
      applyPushed<OfferView[]>(queryClient, queryKey, (list) => list?.filter((o) => o.id !== offerId));
    },
    following,
  );

  // Remove each offer when it expires.
  const offers = query.data;
  useEffect(() => {
    if (!tripId || !offers?.length) return;
    const timers = offers.flatMap((o) => {
      const ms = new Date(o.expiresAt).getTime() + EXPIRY_GRACE_MS - Date.now();
      if (!Number.isFinite(ms)) return [];
      const drop = () =>
        queryClient.setQueryData<OfferView[]>(queryKey, (list) => list?.filter((x) => x.id !== o.id));
      if (ms <= 0) {
        drop();
        return [];
      }
      return [window.setTimeout(drop, ms)];
    });
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [offers, tripId, queryClient, queryKey]);

  const pending = useMemo(() => (offers ?? []).filter((o) => o.status === "pending"), [offers]);
  return {
    offers: pending,
    isPending: query.isPending && enabled,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** The pending offers on a ride, live (GET /rides/:id/offers, then "ride:offer" and "ride:offer:gone"). */
export function useLiveOffers(rideId: string | null) {
  const query = useOffers(rideId);
  const queryKey = useMemo(() => rideKeys.offers(rideId ?? ""), [rideId]);
  return useLiveTripOffers({ tripId: rideId, query, queryKey, offerEvent: "ride:offer" });
}
