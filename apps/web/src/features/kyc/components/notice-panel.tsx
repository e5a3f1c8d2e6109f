import type { ReactNode } from "react";

interface NoticePanelProps {
  icon: ReactNode;
  tone: "brand" | "keke" | "danger" | "muted";
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: "h2" | "h3";
}

const toneClasses: Record<NoticePanelProps["tone"], string> = {
  brand: "bg-brand-100 text-brand-700",
  keke: "bg-keke-100 text-keke-600",
  danger: "bg-red-50 text-danger",
  muted: "bg-surface text-ink-muted",
};

/** A centred message with an icon and what to do next. */
export function NoticePanel({ icon, tone, title, children, actions, headingLevel = "h2" }: NoticePanelProps) {
  const Heading = headingLevel;
  return (
    <section className="flex flex-col items-center gap-4 py-4 text-center">
      <span className={`inline-flex size-16 items-center justify-center rounded-full ${toneClasses[tone]}`}>
        {icon}
      </span>
      <Heading className="font-display text-xl font-bold text-ink">{title}</Heading>
      {children && <div className="max-w-md space-y-2 text-ink-muted">{children}</div>}
      {actions && (
        <div className="flex w-full max-w-sm flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      )}
    </section>
  );
}
