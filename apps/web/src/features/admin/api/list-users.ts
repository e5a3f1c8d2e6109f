import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { UserItem } from "../admin-types.ts";

export interface UsersFilter {
  role: "driver" | "passenger";
  q: string;
  page: number;
}

/** The API's page size for GET /api/admin/users. */
export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users?role=&q=&page=: accounts searched by name, e-mail or phone. */
export const usersQueryOptions = ({ role, q, page }: UsersFilter) =>
  queryOptions({
    queryKey: ["admin", "users", role, q, page],
    queryFn: ({ signal }) =>
      api<{ data: UserItem[]; total: number }>("/admin/users", {
        query: { role, q: q || undefined, page: String(page) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filter: UsersFilter) => useQuery(usersQueryOptions(filter));
