import type { KycStatus } from "../admin-types.ts";

const LABELS: Record<KycStatus, string> = {
  not_submitted: "Not submitted",
  pending: "Pending review",
  approved: "Approved",
  rejected: "Rejected",
};

const TONES: Record<KycStatus, string> = {
  not_submitted: "bg-surface text-ink-muted ring-line",
  pending: "bg-keke-100 text-[#7a5a00] ring-keke-300",
  approved: "bg-brand-50 text-brand-800 ring-brand-200",
  rejected: "bg-red-50 text-danger ring-red-200",
};

export const statusLabel = (status: KycStatus) => LABELS[status];

/** A driver's verification status as a pill. */
export function StatusBadge({ status }: { status: KycStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${TONES[status]}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {LABELS[status]}
    </span>
  );
}
