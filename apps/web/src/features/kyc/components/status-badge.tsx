import type { KycStatus } from "../kyc-types.ts";
import { STATUS_COPY } from "../lib/status-copy.ts";

const toneByStatus: Record<KycStatus, string> = {
  not_submitted: "bg-surface text-ink-muted ring-line",
  pending: "bg-keke-100 text-[#7a5a00] ring-keke-300",
  approved: "bg-brand-50 text-brand-800 ring-brand-200",
  rejected: "bg-red-50 text-danger ring-red-200",
};

/** The verification status as a small labelled pill. */
export function StatusBadge({ status }: { status: KycStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold ring-1 ${toneByStatus[status]}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {STATUS_COPY[status].label}
    </span>
  );
}
