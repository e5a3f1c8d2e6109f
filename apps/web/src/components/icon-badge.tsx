import type { ReactNode } from "react";

export type IconBadgeTone = "brand" | "success" | "danger" | "keke";

const TONES: Record<IconBadgeTone, string> = {
  brand: "bg-brand-50 text-brand-700",
  success: "bg-brand-100 text-brand-700",
  danger: "bg-red-50 text-danger",
  keke: "bg-keke-100 text-keke-600",
};

/** The large round icon at the top of a notice, a dialog or a status screen. */
export function IconBadge({ tone, children }: { tone: IconBadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex size-16 shrink-0 items-center justify-center rounded-full ${TONES[tone]}`}>
      {children}
    </span>
  );
}
