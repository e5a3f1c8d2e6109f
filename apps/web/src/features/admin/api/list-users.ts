import type { AccountStatus, KycStatus } from "@campusgo/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { UserItem } from "../admin-types.ts";

export interface UsersFilter {
  role: "driver" | "passenger";
  q: string;
  /** "" for all. */
  status?: "" | AccountStatus;
  /** "" for all. */
  suspended?: "" | "yes" | "no";
  /** Drivers only; "" for all. */
  kyc?: "" | KycStatus;
  page: number;
}

/** The API's page size for GET /api/admin/users. */
export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users?role=&q=&status=&suspended=&kyc=&page=: riders or drivers, searched and filtered. */
export const usersQueryOptions = ({ role, q, status, suspended, kyc, page }: UsersFilter) =>
  queryOptions({
    queryKey: ["admin", "users", role, q, status ?? "", suspended ?? "", kyc ?? "", page],
    queryFn: ({ signal }) =>
      api<{ data: UserItem[]; total: number }>("/admin/users", {
        query: {
          role,
          q: q || undefined,
          status: status || undefined,
          suspended: suspended || undefined,
          kyc: kyc || undefined,
          page: String(page),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filter: UsersFilter) => useQuery(usersQueryOptions(filter));
