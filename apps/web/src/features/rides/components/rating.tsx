import { formatRating } from "../lib/format.ts";
import { StarIcon } from "./ride-icons.tsx";

/** "★ 4.8 (23)" */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-ink">
      <StarIcon className="size-4" />
      <span className="font-semibold">{formatRating(rating, count)}</span>
      {count > 0 ? <span className="text-ink-muted">({count})</span> : null}
      <span className="sr-only">{count > 0 ? `rating from ${count} trips` : "no ratings yet"}</span>
    </span>
  );
}
