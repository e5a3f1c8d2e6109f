import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { applyPushed } from "../../../lib/pushed-data.ts";
import { onEveryConnect, useSocketEvent } from "../../../lib/socket.ts";
import { announceOtherRequest, claimOffers } from "../../driver-rides/index.ts";
import { isCarried } from "../api/get-active-delivery.ts";
import { useDeliveryRequests } from "../api/get-delivery-requests.ts";
import { deliveryKeys } from "../api/keys.ts";
import { withMyOffer } from "../api/make-delivery-offer.ts";
import type { DeliveryRequestItem, DeliveryView } from "../api/types.ts";
import { deliveryEnding } from "../lib/ending.ts";
import { setFinishedDelivery } from "./finished-delivery.ts";

/** A request a few seconds past its time is dropped even if the server's word has not arrived. */
const EXPIRY_GRACE_MS = 5000;

/**
 * The deliveries this driver was asked to carry, as long as the page lives: their offers are this feed's,
 * even after the request left the list (the order in which the two feeds hear an event does not matter).
 */
const knownDeliveries = new Set<string>();

/**
 * The driver's live feed of parcels, kept in the query cache whatever tab is open: new requests
 * ("delivery:request", with a toast), requests taken or ended ("delivery:request:gone"), the fate of the
 * driver's offers on them ("offer:updated", claimed from the rides' feed) and the delivery they carry as it
 * changes ("delivery:updated": paid, picked up, ended).
 */
export function useDeliveryLiveEvents(online: boolean): void {
  const queryClient = useQueryClient();
  const requests = useDeliveryRequests(online);
  const userId = useCurrentUser()?.id ?? null;

  const cachedRequests = () => queryClient.getQueryData<DeliveryRequestItem[]>(deliveryKeys.requests);
  const setRequests = (update: (list: DeliveryRequestItem[]) => DeliveryRequestItem[]) =>
    applyPushed<DeliveryRequestItem[]>(queryClient, deliveryKeys.requests, (list) => update(list ?? []));
  const forget = (deliveryId: string) => setRequests((list) => list.filter((r) => r.id !== deliveryId));

  // Offers on parcels are this feed's to announce, not the rides'.
  useEffect(
    () =>
      claimOffers(
        (tripId) =>
          knownDeliveries.has(tripId) ||
          queryClient.getQueryData<DeliveryView | null>(deliveryKeys.active)?.id === tripId,
      ),
    [queryClient],
  );

  // Back from a lost connection: what was pushed meanwhile never came, so both are read again.
  useEffect(() => {
    if (!userId) return;
    let connectedBefore = false;
    return onEveryConnect(() => {
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.active });
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.requests });
      }
      connectedBefore = true;
    });
  }, [userId, queryClient]);

  useSocketEvent("delivery:request", (request) => {
    knownDeliveries.add(request.id);
    const known = cachedRequests()?.some((r) => r.id === request.id);
    setRequests((list) => [request, ...list.filter((r) => r.id !== request.id)]);
    if (!known) {
      announceOtherRequest(
        request.id,
        `New package request: ${request.pickup.name} to ${request.dropoff.name}`,
      );
    }
  });

  useSocketEvent("delivery:request:gone", ({ deliveryId }) => forget(deliveryId));

  useSocketEvent("offer:updated", ({ offer }) => {
    if (!knownDeliveries.has(offer.rideId)) return;
    if (offer.status === "lost") {
      forget(offer.rideId);
      return;
    }
    queryClient.setQueryData(deliveryKeys.requests, withMyOffer(offer));
    if (offer.status === "accepted") {
      toast.success("The sender accepted your offer. Head to the pickup.", { id: "offer-accepted" });
      forget(offer.rideId);
      void queryClient.invalidateQueries({ queryKey: deliveryKeys.active });
    }
  });

  useSocketEvent("delivery:updated", ({ delivery }) => {
    const active = queryClient.getQueryData<DeliveryView | null>(deliveryKeys.active);
    if (isCarried(delivery)) {
      queryClient.setQueryData(deliveryKeys.active, delivery);
      return;
    }
    if (active?.id !== delivery.id) return;
    queryClient.setQueryData(deliveryKeys.active, null);
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.history });
    const ending = deliveryEnding(delivery);
    if (ending) setFinishedDelivery(ending);
    // The driver's own cancel was answered on its dialog; anyone else's is news.
    if (delivery.status === "cancelled" && delivery.cancelledBy !== "driver" && ending?.message) {
      toast.error(ending.message);
    }
  });

  // Requests lapse on their own at expiresAt (one the driver offered on waits for the sender's word).
  const list = requests.data;
  useEffect(() => {
    if (!list?.length) return;
    for (const r of list) knownDeliveries.add(r.id);
    const timers = list.flatMap((r) => {
      if (!r.expiresAt) return [];
      const ms = Math.max(0, Date.parse(r.expiresAt) + EXPIRY_GRACE_MS - Date.now());
      return [
        window.setTimeout(
          () =>
            queryClient.setQueryData<DeliveryRequestItem[]>(deliveryKeys.requests, (l) =>
              l?.filter((x) => x.id !== r.id || x.myOffer?.status === "pending"),
            ),
          ms,
        ),
      ];
    });
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [list, queryClient]);
}
