import { formatNaira } from "@campusgo/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type BadgeTone, StatusBadge } from "../../../components/status-badge.tsx";
import { adminPaths } from "../../../config/paths.ts";
import type { AdminPerson, AdminReview, ReviewAction } from "../admin-types.ts";
import { formatDate } from "../format.ts";
import { methodLabel } from "../money-format.ts";
import {
  flagReasonLabel,
  HOLD_REASON_LABELS,
  HOLD_STATUS_LABELS,
  leftToRefund,
  spacedDistance,
} from "../review-format.ts";
import { ChargeStatusBadge } from "./money-badges.tsx";
import { ReviewMap } from "./review-map.tsx";

const STATUS_TONES: Record<AdminReview["status"], BadgeTone> = {
  held: "warning",
  kept: "success",
  adjusted: "neutral",
  refunded: "danger",
  released: "neutral",
};

/**
 * One trip under review: why (the price note, planned and driven distances and where it ended; the rider's flag),
 * the rider and the driver, what was agreed, charged, paid and held and until when, the map, and Keep / Adjust /
 * Refund while it is open (only Keep until the rider has paid). A closed one says who decided what, and why.
 */
export function ReviewCard({
  review,
  onDecide,
}: {
  review: AdminReview;
  onDecide: (action: ReviewAction) => void;
}) {
  const { trip, charge } = review;
  const open = review.status === "held";
  const paid = leftToRefund(review) > 0;
  return (
    <li
      className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-5 xl:grid-cols-[minmax(0,1fr)_24rem]"
      aria-label={`Trip from ${trip.pickup.name} to ${trip.destination.name}`}
    >
      {/* On a phone the map comes after why the trip is reviewed; on a wide screen it has the right column. */}
      <div className="min-w-0 space-y-4 lg:col-start-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h2 className="font-semibold break-words text-ink">
              {trip.pickup.name} <span aria-hidden="true">→</span>
              <span className="sr-only"> to </span> {trip.destination.name}
              {trip.roundTrip ? <span className="font-normal text-ink-muted"> (round trip)</span> : null}
            </h2>
            <p className="text-sm text-ink-muted">
              Completed {formatDate(trip.completedAt)} ·{" "}
              <Link
                to={adminPaths.tripTimeline(review.rideId)}
                className="font-semibold text-brand-700 underline"
              >
                Timeline
              </Link>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge size="sm" tone="warning">
              {HOLD_REASON_LABELS[review.reason]}
            </StatusBadge>
            {open ? null : (
              <StatusBadge size="sm" tone={STATUS_TONES[review.status]}>
                {HOLD_STATUS_LABELS[review.status]}
              </StatusBadge>
            )}
          </div>
        </div>

        <Why review={review} />
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <ReviewMap review={review} />
      </div>
      <div className="min-w-0 space-y-4 lg:col-start-1">
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
          <Person label="Rider" person={review.rider} />
          <Person label="Driver" person={review.driver}>
            {review.driverAvailableKobo !== null && (
              <span className="block text-ink-muted">
                {review.driverAvailableKobo < 0
                  ? `Owes ${formatNaira(-review.driverAvailableKobo)} from a refund`
                  : `${formatNaira(review.driverAvailableKobo)} available now`}
              </span>
            )}
          </Person>
          <Item label="Price">
            <span className="block">
              Agreed {trip.agreedKobo !== null ? formatNaira(trip.agreedKobo) : "—"} · charged{" "}
              <span className="font-semibold">{formatNaira(charge?.amountKobo ?? trip.amountKobo ?? 0)}</span>
            </span>
          </Item>
          <Item label="Payment">
            {charge ? (
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <ChargeStatusBadge
                  status={charge.status}
                  amountKobo={charge.amountKobo}
                  refundedKobo={charge.refundedKobo}
                />
                {charge.status === "paid" ? <span>{methodLabel(charge.method)}</span> : null}
                {charge.refundedKobo > 0 ? (
                  <span className="text-ink-muted">refunded {formatNaira(charge.refundedKobo)}</span>
                ) : null}
              </span>
            ) : (
              <span className="text-ink-muted">Nothing charged</span>
            )}
          </Item>
          {open ? (
            <Item label="On hold">
              <span className="block" data-testid="review-held">
                {review.heldKobo > 0
                  ? `${formatNaira(review.heldKobo)} until ${formatDate(review.holdEndsAt)}`
                  : paid
                    ? `Nothing left to hold; the hold ends ${formatDate(review.holdEndsAt)}`
                    : `The driver's share once the rider pays, until ${formatDate(review.holdEndsAt)}`}
              </span>
            </Item>
          ) : null}
        </dl>

        {open ? (
          <div className="space-y-2 border-t border-line pt-4">
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn-outline" onClick={() => onDecide("keep")}>
                Keep
              </button>
              {paid ? (
                <>
                  <button
                    type="button"
                    className="btn-outline border-line text-ink"
                    onClick={() => onDecide("adjust")}
                  >
                    Adjust
                  </button>
                  <button
                    type="button"
                    className="btn-primary bg-danger hover:bg-red-800"
                    onClick={() => onDecide("refund")}
                  >
                    Refund
                  </button>
                </>
              ) : null}
            </div>
            {paid ? null : (
              <p className="text-sm text-ink-muted sm:text-right">
                Not paid yet: you can keep it now, or adjust or refund it once the rider has paid.
              </p>
            )}
          </div>
        ) : (
          <Decided review={review} />
        )}
      </div>
    </li>
  );
}

/** Why the trip is reviewed: where it ended against where it should have, and the rider's flag. */
function Why({ review }: { review: AdminReview }) {
  const { trip } = review;
  const endName = trip.roundTrip ? trip.pickup.name : trip.destination.name;
  if (!trip.endedAway && !trip.flag && !trip.priceNote) return null;
  return (
    <div className="space-y-1 rounded-xl bg-surface p-3 text-sm" data-testid="review-why">
      {trip.priceNote ? <p className="font-semibold text-ink">{trip.priceNote}</p> : null}
      {trip.endedAway ? (
        <>
          <p>
            Planned {spacedDistance(trip.distanceM)}
            {trip.drivenM !== null ? `, driven ${spacedDistance(trip.drivenM)} by the recorded track` : ""}.
          </p>
          <p>
            Ended {spacedDistance(trip.endedAway.distanceM)} from {endName}, at{" "}
            <span className="tabular-nums">
              {trip.endedAway.lat.toFixed(5)}, {trip.endedAway.lon.toFixed(5)}
            </span>
            .
          </p>
        </>
      ) : null}
      {trip.flag ? (
        <p>
          The rider flagged it {formatDate(trip.flag.at)}: {flagReasonLabel(trip.flag.reason)}.
        </p>
      ) : null}
    </div>
  );
}

function Decided({ review }: { review: AdminReview }) {
  const when = formatDate(review.decidedAt);
  return (
    <div className="space-y-1 border-t border-line pt-3 text-sm">
      <p className="text-ink-muted">
        {review.status === "released"
          ? `Released to the driver ${when}, when the hold ended with no decision.`
          : `${HOLD_STATUS_LABELS[review.status]} ${when} by ${review.decidedBy?.fullName ?? "a removed admin"}.`}
      </p>
      {review.note ? <p className="break-words whitespace-pre-line">“{review.note}”</p> : null}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function Person({
  label,
  person,
  children,
}: {
  label: string;
  person: AdminPerson | null;
  children?: ReactNode;
}) {
  return (
    <Item label={label}>
      <span className="block font-semibold">{person?.fullName ?? "Account removed"}</span>
      {person ? <span className="block break-all text-ink-muted">{person.email}</span> : null}
      {person?.phoneNumber ? <span className="block text-ink-muted">{person.phoneNumber}</span> : null}
      {children}
    </Item>
  );
}
