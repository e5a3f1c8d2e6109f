import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AdminPaymentItem, PaymentPurpose, PaymentStatus } from "../admin-types.ts";

export interface PaymentsFilter {
  status: PaymentStatus | "";
  purpose: PaymentPurpose | "";
  /** WAT days (YYYY-MM-DD), both included; "" for no bound. */
  from: string;
  to: string;
  /** A reference or an e-mail address. */
  q: string;
  page: number;
}

/** The API's page size for the money lists. */
export const MONEY_PAGE_SIZE = 20;

/** GET /api/admin/payments: gateway payments, newest first. */
export const paymentsQueryOptions = (filter: PaymentsFilter) =>
  queryOptions({
    queryKey: ["admin", "payments", filter],
    queryFn: ({ signal }) =>
      api<{ data: AdminPaymentItem[]; total: number }>("/admin/payments", {
        query: {
          status: filter.status || undefined,
          purpose: filter.purpose || undefined,
          from: filter.from || undefined,
          to: filter.to || undefined,
          q: filter.q || undefined,
          page: String(filter.page),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const usePayments = (filter: PaymentsFilter) => useQuery(paymentsQueryOptions(filter));
