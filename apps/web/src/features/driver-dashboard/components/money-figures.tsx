import type { EarningsView } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { formatRate } from "../lib/money.ts";

function Figure({
  label,
  kobo,
  note,
  className = "",
}: {
  label: string;
  kobo: number;
  note?: string;
  className?: string;
}) {
  return (
    <div className={`min-w-0 rounded-3xl border border-line bg-white p-4 sm:p-5 ${className}`}>
      <p className="text-sm font-semibold text-ink-muted">{label}</p>
      <p className="mt-1 font-display text-2xl font-extrabold break-words text-ink tabular-nums">
        {formatNaira(kobo)}
      </p>
      {note ? <p className="mt-1 text-xs text-ink-muted">{note}</p> : null}
    </div>
  );
}

/**
 * The Earning tab's figures, from the ledger: the balance the driver may withdraw (with the Withdraw button; below
 * zero, what a refund left them owing), what is on its way to the bank or on hold, today's and this week's
 * earnings after the commission, and the commission taken with its rate.
 */
export function MoneyFigures({ earnings, onWithdraw }: { earnings: EarningsView; onWithdraw: () => void }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <div className="col-span-2 flex min-w-0 flex-col rounded-3xl bg-brand-700 p-4 text-white sm:p-5 lg:col-span-1">
        <p className="text-sm font-semibold text-brand-100">Available</p>
        <p
          className="mt-1 font-display text-3xl font-extrabold break-words tabular-nums"
          data-testid="available-balance"
        >
          {formatNaira(earnings.availableKobo)}
        </p>
        {earnings.availableKobo < 0 ? (
          <p className="mt-1 text-xs text-brand-100" data-testid="earnings-owed">
            You owe {formatNaira(-earnings.availableKobo)} from a refund. Your next trips repay it; you can
            withdraw once your balance is above zero.
          </p>
        ) : null}
        {earnings.inTransitKobo > 0 ? (
          <p className="mt-1 text-xs text-brand-100">
            {formatNaira(earnings.inTransitKobo)} on its way to your bank
          </p>
        ) : null}
        {earnings.heldKobo > 0 ? (
          <p className="mt-1 text-xs text-brand-100" data-testid="earnings-on-hold">
            {formatNaira(earnings.heldKobo)} on hold while a trip is reviewed
          </p>
        ) : null}
        <button type="button" className="btn-accent mt-4 w-full sm:w-auto lg:mt-auto" onClick={onWithdraw}>
          Withdraw
        </button>
      </div>
      <Figure label="Today" kobo={earnings.todayKobo} />
      <Figure label="This week" kobo={earnings.weekKobo} />
      <Figure
        label="Commission taken"
        kobo={earnings.commissionTakenKobo}
        note={`${formatRate(earnings.commissionBps)} per trip`}
        className="col-span-2 lg:col-span-1"
      />
    </div>
  );
}
