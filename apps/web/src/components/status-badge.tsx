import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "warning" | "success" | "danger";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-surface text-ink-muted ring-line",
  warning: "bg-keke-100 text-[#7a5a00] ring-keke-300",
  success: "bg-brand-50 text-brand-800 ring-brand-200",
  danger: "bg-red-50 text-danger ring-red-200",
};

const SIZES = {
  /** For rows of a table or list, where it must not wrap. */
  sm: "shrink-0 px-2.5 py-0.5 whitespace-nowrap",
  md: "px-3 py-1",
} as const;

/** A status as a small coloured pill with a dot. */
export function StatusBadge({
  tone,
  size = "md",
  children,
}: {
  tone: BadgeTone;
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full text-xs font-bold ring-1 ${SIZES[size]} ${TONES[tone]}`}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {children}
    </span>
  );
}
