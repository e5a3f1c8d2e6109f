import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { KycStatus, QueueItem } from "../admin-types.ts";

/** GET /api/admin/kyc?status=: verifications in one status, oldest submission first. */
export const kycListQueryOptions = (status: KycStatus) =>
  queryOptions({
    queryKey: ["admin", "kyc", "list", status],
    queryFn: ({ signal }) => api<{ data: QueueItem[] }>("/admin/kyc", { query: { status }, signal }),
    select: (answer) => answer.data,
  });

/** `enabled` false for an admin whose right does not open verifications (the menu's count asks otherwise). */
export const useKycList = (status: KycStatus, enabled = true) =>
  useQuery({ ...kycListQueryOptions(status), enabled });
