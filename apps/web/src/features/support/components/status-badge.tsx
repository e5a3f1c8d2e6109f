import { SUPPORT_STATUS_LABELS, type SupportStatus } from "@campusgo/domain";

const TONES: Record<SupportStatus, string> = {
  open: "bg-keke-100 text-ink",
  in_progress: "bg-brand-50 text-brand-800",
  closed: "bg-surface text-ink-muted",
};

/** Where a conversation stands, in words (the colour only repeats them). */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-bold ${TONES[status]}`}
    >
      {SUPPORT_STATUS_LABELS[status]}
    </span>
  );
}
