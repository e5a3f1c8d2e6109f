import { type EarningsView, formatDateTime } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { PAYOUT_STATUS } from "../lib/money.ts";
import { BankAccount } from "./bank-account.tsx";

type Payout = EarningsView["payouts"][number];

/** The driver's payouts: amount, when asked, the bank account and how the transfer stands. */
export function PayoutList({ payouts }: { payouts: Payout[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white">
      {payouts.map((payout) => {
        const status = PAYOUT_STATUS[payout.status];
        return (
          <li key={payout.id} className="px-4 py-3 sm:px-5" data-testid="payout">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-bold text-ink tabular-nums">{formatNaira(payout.amountKobo)}</p>
              <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
            </div>
            <div className="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-0.5 text-sm text-ink-muted">
              <BankAccount bankName={payout.bankName} accountEnd={payout.accountNumberEnd} />
              <span>{formatDateTime(payout.createdAt)}</span>
            </div>
            {payout.failureReason && payout.status !== "success" ? (
              <p className="mt-1 text-sm text-ink-muted">{payout.failureReason}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
