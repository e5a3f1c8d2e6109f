/** The "or" line between the form and the Google button. */
export function AuthDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}
