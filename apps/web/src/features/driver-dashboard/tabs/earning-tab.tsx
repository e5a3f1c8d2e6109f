import { useState } from "react";
import { WalletIcon } from "../../../components/app-icons.tsx";
import { useDriverEarnings } from "../api/money.ts";
import { EmptyList } from "../components/empty-list.tsx";
import { MoneyFigures } from "../components/money-figures.tsx";
import { PayoutList } from "../components/payout-list.tsx";
import { TripEarnings } from "../components/trip-earnings.tsx";
import { WithdrawDialog } from "../components/withdraw-dialog.tsx";
import { usePayoutOutcomes } from "../hooks/use-payout-outcomes.ts";
import { tripMatches } from "../lib/money.ts";
import type { DriverTabProps } from "./tab-props.ts";

/**
 * The Earning tab (GET /driver/earnings, from the ledger): the balance to withdraw, today, this week and the
 * commission taken; the paid trips (found by place with the search box); the payouts and how they stand.
 */
export function EarningTab({ search }: DriverTabProps) {
  const earnings = useDriverEarnings();
  const [withdrawing, setWithdrawing] = useState(false);
  usePayoutOutcomes(earnings.data?.payouts);

  if (earnings.isPending) {
    return (
      <div className="h-40 animate-pulse rounded-3xl bg-white" role="status" aria-label="Loading earnings" />
    );
  }
  if (earnings.isError) {
    return (
      <p className="rounded-2xl bg-white p-4 text-danger">
        Your earnings could not be loaded. Please try again.
      </p>
    );
  }
  const view = earnings.data;
  const trips = view.trips.filter((trip) => tripMatches(trip, search));
  return (
    <div className="flex flex-col gap-6">
      <MoneyFigures earnings={view} onWithdraw={() => setWithdrawing(true)} />
      <section aria-labelledby="paid-trips" className="flex flex-col gap-3">
        <h3 id="paid-trips" className="font-display text-base font-bold text-ink">
          Paid trips
        </h3>
        {view.trips.length === 0 ? (
          <EmptyList
            icon={<WalletIcon className="size-7" />}
            title="No Earning Found"
            text="What you earn from trips riders have paid shows up here."
          />
        ) : trips.length === 0 ? (
          <p
            role="status"
            className="rounded-3xl border border-dashed border-line bg-white px-6 py-10 text-center break-words text-ink-muted"
          >
            No results for "{search.trim()}"
          </p>
        ) : (
          <TripEarnings trips={trips} />
        )}
      </section>
      {view.payouts.length > 0 ? (
        <section aria-labelledby="payouts" className="flex flex-col gap-3">
          <h3 id="payouts" className="font-display text-base font-bold text-ink">
            Payouts
          </h3>
          <PayoutList payouts={view.payouts} />
        </section>
      ) : null}
      <WithdrawDialog open={withdrawing} onClose={() => setWithdrawing(false)} earnings={view} />
    </div>
  );
}
