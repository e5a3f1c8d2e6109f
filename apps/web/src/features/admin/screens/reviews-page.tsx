import { useState } from "react";
import { MapPinIcon } from "../../../components/app-icons.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import type { AdminReview, ReviewAction } from "../admin-types.ts";
import { REVIEWS_PAGE_SIZE, type ReviewsTab, useReviews } from "../api/list-reviews.ts";
import { LoadedList } from "../components/load-state.tsx";
import { useFilterParams } from "../components/money-filters.tsx";
import { MoneyNav } from "../components/money-nav.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ReviewCard } from "../components/review-card.tsx";
import { ReviewDecisionDialog } from "../components/review-decision-dialog.tsx";

const TABS: { status: ReviewsTab; label: string }[] = [
  { status: "open", label: "Open" },
  { status: "decided", label: "Closed" },
];

/**
 * /admin/reviews: trips ended short and trips riders flagged, whose driver's share is on hold
 * (docs/decisions/0022-trips-ended-short.md): keep, adjust or refund each; and the reviews already closed.
 */
export default function ReviewsPage() {
  const filters = useFilterParams();
  const status: ReviewsTab = filters.get("status") === "decided" ? "decided" : "open";
  const list = useReviews(status, filters.page);
  const rows = list.data ?? [];
  const [deciding, setDeciding] = useState<{ review: AdminReview; action: ReviewAction } | null>(null);

  return (
    <>
      <MoneyNav />
      <PageHeader
        title="Trips to review"
        description={
          status === "open"
            ? "Trips ended before their end, and trips riders flagged. The driver's share is on hold until you keep, adjust or refund it, or the hold ends by itself. Oldest first."
            : "Reviews already closed, newest first."
        }
      />
      <fieldset className="mb-5 inline-flex rounded-xl bg-white p-1 ring-1 ring-line">
        <legend className="sr-only">Reviews</legend>
        {TABS.map((tab) => (
          <button
            key={tab.status}
            type="button"
            aria-pressed={tab.status === status}
            onClick={() => filters.set({ status: tab.status === "open" ? "" : tab.status })}
            className={`min-h-10 rounded-lg px-4 text-sm font-semibold transition ${
              tab.status === status ? "bg-brand-700 text-white shadow-sm" : "text-ink-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </fieldset>

      <LoadedList
        list={list}
        rows={rows}
        icon={MapPinIcon}
        empty={status === "open" ? "No trips to review. You're all caught up." : "No closed reviews yet."}
      >
        {(reviews) => (
          <ul className="space-y-4" aria-label={status === "open" ? "Trips to review" : "Closed reviews"}>
            {reviews.map((review) => (
              <ReviewCard
                key={review.rideId}
                review={review}
                onDecide={(action) => setDeciding({ review, action })}
              />
            ))}
          </ul>
        )}
      </LoadedList>
      {(filters.page > 1 || rows.length === REVIEWS_PAGE_SIZE) && (
        <Pagination page={filters.page} hasNext={rows.length === REVIEWS_PAGE_SIZE} onPage={filters.goTo} />
      )}
      <ReviewDecisionDialog
        review={deciding?.review ?? null}
        action={deciding?.action ?? null}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
