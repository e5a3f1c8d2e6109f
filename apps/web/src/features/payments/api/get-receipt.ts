import type { ReceiptView } from "@campusgo/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentKeys } from "./keys.ts";

/** GET /api/payments/rides/:id/receipt: the receipt of a paid trip, or null. */
export const getReceipt = (rideId: string, signal?: AbortSignal): Promise<ReceiptView | null> =>
  api<{ data: ReceiptView | null }>(`/payments/rides/${encodeURIComponent(rideId)}/receipt`, {
    signal,
  }).then((r) => r.data);

export const useReceipt = (rideId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: paymentKeys.receipt(rideId),
    queryFn: ({ signal }) => getReceipt(rideId, signal),
    enabled: enabled && Boolean(rideId),
  });
