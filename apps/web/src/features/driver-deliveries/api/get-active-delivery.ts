import { DELIVERY_DRIVER_ACTIVE } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";
import type { DeliveryView } from "./types.ts";

const carrying = new Set<string>(DELIVERY_DRIVER_ACTIVE);

/** Whether a delivery is one its driver is carrying (from the pickup's way to the way back). */
export const isCarried = (delivery: Pick<DeliveryView, "status">): boolean => carrying.has(delivery.status);

/** GET /api/deliveries/active: for a driver, the delivery they carry, or null. */
export const getActiveDelivery = (signal?: AbortSignal): Promise<DeliveryView | null> =>
  api<{ data: DeliveryView[] }>("/deliveries/active", { signal }).then((r) => r.data.find(isCarried) ?? null);

export const activeDeliveryQuery = () =>
  queryOptions({ queryKey: deliveryKeys.active, queryFn: ({ signal }) => getActiveDelivery(signal) });

/** While the sender has not paid at the pickup: read again now and then, in case a live update was missed. */
const PAYMENT_CHECK_MS = 10_000;

export const useActiveDelivery = () =>
  useQuery({
    ...activeDeliveryQuery(),
    refetchInterval: (query) => {
      const d = query.state.data;
      return d?.status === "at_pickup" && d.payment?.status !== "paid" ? PAYMENT_CHECK_MS : false;
    },
  });
