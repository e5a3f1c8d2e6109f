/** A spinner for a part of a screen (the whole-screen one is PageSpinner). */
export function InlineSpinner({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <span className="text-sm text-ink-muted">{label}</span>
    </div>
  );
}
