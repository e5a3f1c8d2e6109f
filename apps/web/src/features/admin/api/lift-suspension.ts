import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/admin/payment-reports/drivers/:driverId/lift-suspension. */
export function liftSuspension(driverId: string) {
  return api<{ message: string }>(
    `/admin/payment-reports/drivers/${encodeURIComponent(driverId)}/lift-suspension`,
    { method: "POST" },
  );
}

/** Lifts a driver's suspension, then refreshes the reports and the audit log. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftSuspension,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
