import type { ReactNode } from "react";
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
