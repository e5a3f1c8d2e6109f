import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AuditItem } from "../admin-types.ts";

/** The API's page size for GET /api/admin/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit?page=: every admin decision, newest first. */
export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["admin", "audit", page],
    queryFn: ({ signal }) =>
      api<{ data: AuditItem[] }>("/admin/audit", { query: { page: String(page) }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(auditQueryOptions(page));
