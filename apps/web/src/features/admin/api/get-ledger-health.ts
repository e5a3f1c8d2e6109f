import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { LedgerHealth } from "../admin-types.ts";

/** GET /api/admin/ledger/health: the ledger's sum (always 0) and what is held for whom. */
export const ledgerHealthQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "ledger", "health"],
    queryFn: ({ signal }) => api<{ data: LedgerHealth }>("/admin/ledger/health", { signal }),
    select: (answer) => answer.data,
  });

export const useLedgerHealth = () => useQuery(ledgerHealthQueryOptions());
