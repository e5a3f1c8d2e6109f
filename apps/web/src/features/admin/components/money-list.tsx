import type { ReactNode } from "react";
import { WalletIcon } from "../../../components/app-icons.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { MONEY_PAGE_SIZE } from "../api/list-payments.ts";
import { LoadedList } from "./load-state.tsx";

/** One page of a money list as its query gives it. */
interface PagedQuery<T> {
  data?: { data: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A money list under its filters: how many rows match, the rows (or loading, failed, or a wallet and `empty`
 * when none), and the pager when there is more than one page.
 */
export function MoneyList<T>({
  list,
  page,
  onPage,
  noun,
  empty,
  children,
}: {
  list: PagedQuery<T>;
  page: number;
  onPage: (page: number) => void;
  /** The rows' name, one and many: "payment", "payments". */
  noun: readonly [string, string];
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  return (
    <>
      {list.data && (
        <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
          {total} {total === 1 ? noun[0] : noun[1]}
        </p>
      )}
      <LoadedList list={list} rows={rows} icon={WalletIcon} empty={empty}>
        {children}
      </LoadedList>
      {total > MONEY_PAGE_SIZE && (
        <Pagination page={page} pages={Math.ceil(total / MONEY_PAGE_SIZE)} onPage={onPage} />
      )}
    </>
  );
}
