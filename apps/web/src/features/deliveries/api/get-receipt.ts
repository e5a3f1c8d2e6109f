import type { ReceiptView } from "@campusgo/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { deliveryKeys } from "./keys.ts";

/** GET /api/payments/trips/:id/receipt: the receipt of a paid delivery, or null. */
export const getDeliveryReceipt = (id: string, signal?: AbortSignal): Promise<ReceiptView | null> =>
  api<{ data: ReceiptView | null }>(`/payments/trips/${encodeURIComponent(id)}/receipt`, { signal }).then(
    (r) => r.data,
  );

export const useDeliveryReceipt = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: deliveryKeys.receipt(id),
    queryFn: ({ signal }) => getDeliveryReceipt(id, signal),
    enabled: enabled && Boolean(id),
  });
