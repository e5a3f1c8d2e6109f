import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AdminTripMoney, ChargeStatus } from "../admin-types.ts";

export interface TripsFilter {
  status: ChargeStatus | "";
  /** A payment reference, or the rider's or driver's e-mail. */
  q: string;
  page: number;
}

/** GET /api/admin/trips: trips owed and paid, newest first. */
export const tripsQueryOptions = (filter: TripsFilter) =>
  queryOptions({
    queryKey: ["admin", "trips", filter],
    queryFn: ({ signal }) =>
      api<{ data: AdminTripMoney[]; total: number }>("/admin/trips", {
        query: { status: filter.status || undefined, q: filter.q || undefined, page: String(filter.page) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useTrips = (filter: TripsFilter) => useQuery(tripsQueryOptions(filter));
