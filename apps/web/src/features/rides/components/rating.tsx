import { formatRating } from "../lib/format.ts";
import { StarIcon } from "./ride-icons.tsx";

/** "★ 4.8 (23 ratings)", or "New driver" for a driver nobody has rated yet. */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  const text = formatRating(rating, count);
  return (
    <span className="inline-flex min-w-0 max-w-full items-center gap-1 text-sm text-ink" title={text}>
      {rating !== null && count > 0 ? <StarIcon className="size-4 shrink-0" /> : null}
      <span className="truncate font-semibold">{text}</span>
    </span>
  );
}
