import type { MyPaymentReport, PaymentReportStatus } from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client.ts";
import { paymentKeys } from "./keys.ts";

export type ReportStatus = PaymentReportStatus;
/** The rider's report of a driver who asked to be paid outside the app. */
export type DriverReport = MyPaymentReport;

/** GET /api/payments/rides/:id/report: the rider's report on this trip, or null. */
export const getDriverReport = (rideId: string, signal?: AbortSignal): Promise<DriverReport | null> =>
  api<{ data: DriverReport | null }>(`/payments/rides/${encodeURIComponent(rideId)}/report`, {
    signal,
  }).then((r) => r.data);

export const useDriverReport = (rideId: string) =>
  useQuery({
    queryKey: paymentKeys.report(rideId),
    queryFn: ({ signal }) => getDriverReport(rideId, signal),
    enabled: Boolean(rideId),
    // A refusal (not this rider's trip) will not change by asking again; a network error might.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
  });

/** POST /api/payments/rides/:id/report {note}: reports the trip's driver for asking to be paid off the app. */
export const reportDriver = (rideId: string, note: string) =>
  api<{ message: string }>(`/payments/rides/${encodeURIComponent(rideId)}/report`, {
    body: note ? { note } : {},
  });

export const useReportDriver = (rideId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => reportDriver(rideId, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.report(rideId) }),
  });
};
