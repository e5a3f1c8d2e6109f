import type { DeliveryView } from "@campusgo/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { ReviewDecision } from "../admin-types.ts";

/** The API's page size for GET /api/admin/deliveries/disputes. */
export const DISPUTES_PAGE_SIZE = 50;

/** GET /api/admin/deliveries/disputes: deliveries whose hand-over code failed its check, newest first. */
export const disputesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["admin", "delivery-disputes", page],
    queryFn: ({ signal }) =>
      api<{ data: DeliveryView[] }>("/admin/deliveries/disputes", { query: { page: String(page) }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

export const useDeliveryDisputes = (page: number) => useQuery(disputesQueryOptions(page));

/** POST /api/admin/deliveries/:id/dispute: keep (it was delivered), adjust what it costs, or refund the sender. */
export const decideDispute = ({ deliveryId, ...body }: ReviewDecision & { deliveryId: string }) =>
  api<{ message: string }>(`/admin/deliveries/${encodeURIComponent(deliveryId)}/dispute`, {
    method: "POST",
    body,
  });

/** Decides, then refreshes the admin's lists (refused too: another admin may have decided first). */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDispute,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
