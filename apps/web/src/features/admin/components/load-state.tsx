import type { ComponentType, ReactNode } from "react";
import { errorMessage } from "../../../lib/api-client.ts";

/** Loading, failed (with a retry) or empty: what a list shows instead of rows. */
export function LoadState({
  loading,
  error,
  onRetry,
  empty,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  empty?: ReactNode;
}) {
  if (loading)
    return (
      <div className="flex justify-center rounded-2xl border border-line bg-white py-16" role="status">
        <span className="size-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
        <span className="sr-only">Loading</span>
      </div>
    );
  if (error)
    return (
      <div className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
        <p className="font-semibold text-danger">{errorMessage(error)}</p>
        <button type="button" className="btn-outline bg-white" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  return (
    <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
      {empty}
    </div>
  );
}

/**
 * A list's rows when it has some; else loading, failed (with a retry), or `icon` over `empty` when there are none.
 */
export function LoadedList<T>({
  list,
  rows,
  icon: EmptyIcon,
  empty,
  children,
}: {
  list: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: T[];
  icon: ComponentType<{ className?: string }>;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (list.isPending || list.isError || rows.length === 0)
    return (
      <LoadState
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={
          <div className="flex flex-col items-center gap-3 text-ink-muted">
            <EmptyIcon className="size-10 text-brand-600" />
            <p>{empty}</p>
          </div>
        }
      />
    );
  return children(rows);
}
