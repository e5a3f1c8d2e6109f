import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AdminPaymentReport } from "../admin-types.ts";

export type ReportsTab = "open" | "decided";

/** The API's page size for GET /api/admin/payment-reports. */
export const REPORTS_PAGE_SIZE = 50;

/** GET /api/admin/payment-reports?status=: open reports (oldest first) or decided ones (newest first). */
export const paymentReportsQueryOptions = (status: ReportsTab, page: number) =>
  queryOptions({
    queryKey: ["admin", "payment-reports", status, page],
    queryFn: ({ signal }) =>
      api<{ data: AdminPaymentReport[] }>("/admin/payment-reports", {
        query: { status, page: String(page) },
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

export const usePaymentReports = (status: ReportsTab, page: number) =>
  useQuery(paymentReportsQueryOptions(status, page));
