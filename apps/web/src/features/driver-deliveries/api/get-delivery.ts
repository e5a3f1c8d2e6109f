import { api } from "../../../lib/api-client.ts";
import type { DeliveryView } from "./types.ts";

/** GET /api/deliveries/:id: the delivery as its driver sees it. */
export const getDelivery = (deliveryId: string): Promise<DeliveryView> =>
  api<{ data: DeliveryView }>(`/deliveries/${encodeURIComponent(deliveryId)}`).then((r) => r.data);
