/** A small inline spinner for buttons and status lines; "bold" draws a thicker ring. */
export function Spinner({ className = "size-5", bold = false }: { className?: string; bold?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full ${bold ? "border-[3px]" : "border-2"} border-current border-t-transparent ${className}`}
    />
  );
}

const RING = "size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600";

/** The whole screen is loading. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className={RING} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A part of a screen is loading; the label is shown under the ring. */
export function SectionSpinner({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16" role="status" aria-live="polite">
      <span className={RING} />
      <span className="text-sm text-ink-muted">{label}</span>
    </div>
  );
}
