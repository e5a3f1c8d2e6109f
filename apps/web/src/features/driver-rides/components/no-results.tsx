/** What a search of the current list found nothing for. */
export function NoResults({ search }: { search: string }) {
  return (
    <p
      role="status"
      className="rounded-3xl border border-dashed border-line bg-white px-6 py-10 text-center break-words text-ink-muted"
    >
      No results for "{search.trim()}"
    </p>
  );
}
