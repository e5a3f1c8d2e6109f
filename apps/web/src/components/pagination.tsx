import { ChevronLeftIcon, ChevronRightIcon } from "./app-icons.tsx";

interface PaginationProps {
  page: number;
  /** The number of pages, when known ("Page 2 of 5"); without it the line says only "Page 2". */
  pages?: number;
  /** Whether a next page exists (defaults to page < pages). */
  hasNext?: boolean;
  onPage: (page: number) => void;
  /** The buttons' words, e.g. "Newer" and "Older" for a log. */
  previousLabel?: string;
  nextLabel?: string;
}

const BUTTON = "btn-outline border-line bg-white text-ink";

/** Previous / "Page n of m" / Next under a paged list. */
export function Pagination({
  page,
  pages,
  hasNext = pages !== undefined && page < pages,
  onPage,
  previousLabel = "Previous",
  nextLabel = "Next",
}: PaginationProps) {
  return (
    <nav aria-label="Pages" className="mt-5 flex items-center justify-between gap-3">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        {previousLabel}
      </button>
      <p className="text-sm text-ink-muted">
        Page {page}
        {pages === undefined ? null : ` of ${pages}`}
      </p>
      <button type="button" className={BUTTON} disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {nextLabel}
        <ChevronRightIcon className="size-4" />
      </button>
    </nav>
  );
}
