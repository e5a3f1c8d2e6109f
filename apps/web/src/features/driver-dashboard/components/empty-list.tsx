import type { ReactNode } from "react";

/** An empty list: icon and the spec's words ("No Request Found", ...). */
export function EmptyList({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <p className="mt-4 font-display text-lg font-bold text-ink">{title}</p>
      {text ? <p className="mt-1 max-w-xs text-ink-muted">{text}</p> : null}
    </div>
  );
}
