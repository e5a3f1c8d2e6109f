import { DELIVERY_DRIVER_ACTIVE, type DeliveryStatus, decodePosition } from "@campusgo/domain";
import { useEffect } from "react";
import { onEveryConnect, useSocketEvent } from "../../../lib/socket.ts";
import { mapStore } from "../../rides/index.ts";
import type { Delivery } from "../api/types.ts";

const withDriver = new Set<DeliveryStatus>(DELIVERY_DRIVER_ACTIVE);

/**
 * The driver on the rides' map while the delivery is theirs, live: the screen joins the delivery's trip room
 * ("ride:watch", again after a lost connection), which answers with the driver's last position and then each
 * "ride:driver-location" as it comes; the marker goes once the delivery ends or the screen closes.
 */
export function useDriverOnMap(delivery: Pick<Delivery, "id" | "status"> | undefined): void {
  const id = delivery?.id ?? null;
  const following = delivery ? withDriver.has(delivery.status) : false;

  useEffect(() => {
    if (!id || !following) return;
    return onEveryConnect((s) => s.emit("ride:watch", { rideId: id }, () => {}));
  }, [id, following]);

  useSocketEvent(
    "ride:driver-location",
    (p) => {
      if (p.rideId === id) mapStore.set({ driver: decodePosition(p.p) });
    },
    following,
  );

  useEffect(() => {
    if (!following) mapStore.set({ driver: null });
  }, [following]);
  useEffect(() => () => mapStore.set({ driver: null }), []);
}
