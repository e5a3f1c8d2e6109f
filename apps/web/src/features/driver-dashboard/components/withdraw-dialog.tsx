import { type EarningsView, PAYMENT_MESSAGES } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { TextField } from "../../../components/form/index.ts";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { driverKycPath } from "../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useKycBank, useRequestPayout } from "../api/money.ts";
import { nairaInput, parseNaira, payoutAmountError } from "../lib/money.ts";
import { BankAccount } from "./bank-account.tsx";

interface Problem {
  /** Shown under the amount (a refused amount) or above the buttons (anything else). */
  where: "amount" | "form";
  message: string;
}

/** What a refused payout means to the driver: the API's words for 400 and 409, and plain words for the rest. */
function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.status === 400) return { where: "amount", message: error.message };
    if (error.status === 409) {
      return {
        where: error.message === PAYMENT_MESSAGES.payoutTooHigh ? "amount" : "form",
        message: error.message,
      };
    }
    if (error.status === 503 || error.status >= 500) {
      return { where: "form", message: `${PAYMENT_MESSAGES.gatewayDown} Your balance was not changed.` };
    }
  }
  return { where: "form", message: errorMessage(error) };
}

/**
 * The withdraw form: an amount in naira (the whole available balance unless changed, at least the minimum),
 * to the bank account of the driver's verification. On success the payout shows as Pending in the list.
 */
export function WithdrawDialog({
  open,
  onClose,
  earnings,
}: {
  open: boolean;
  onClose: () => void;
  earnings: EarningsView;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Withdraw earnings" layout="panel">
      {open ? <WithdrawForm earnings={earnings} onClose={onClose} /> : null}
    </Modal>
  );
}

function WithdrawForm({ earnings, onClose }: { earnings: EarningsView; onClose: () => void }) {
  const user = useCurrentUser();
  const bank = useKycBank(true);
  const payout = useRequestPayout();
  const [amount, setAmount] = useState(() => nairaInput(earnings.availableKobo));
  const [problem, setProblem] = useState<Problem | null>(null);
  const { availableKobo, payoutMinKobo } = earnings;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const kobo = parseNaira(amount);
    const refused = payoutAmountError(kobo, earnings);
    if (refused || kobo === null) {
      setProblem({ where: "amount", message: refused ?? PAYMENT_MESSAGES.payoutMinimum(payoutMinKobo) });
      return;
    }
    setProblem(null);
    payout.mutate(kobo, {
      onSuccess: (answer) => {
        toast.success(answer.message, { id: "payout" });
        onClose();
      },
      onError: (error) => setProblem(problemOf(error)),
    });
  };

  const close = (
    <button type="button" className="btn-outline w-full sm:w-auto" onClick={onClose}>
      Close
    </button>
  );

  if (bank.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-muted">
        <Spinner className="size-4" /> Loading your bank account...
      </p>
    );
  }
  const account = bank.data;
  const hasBank = account?.status === "approved" && !!account.bankName && !!account.bankAccountNumberMasked;
  if (!hasBank) {
    return (
      <div className="space-y-4">
        <p className="text-ink">{bank.isError ? errorMessage(bank.error) : PAYMENT_MESSAGES.noBankAccount}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {user && !bank.isError ? (
            <Link to={driverKycPath(user.id)} className="btn-primary w-full sm:w-auto">
              Open verification
            </Link>
          ) : null}
          {close}
        </div>
      </div>
    );
  }

  const to = (
    <p className="text-sm text-ink-muted">
      To{" "}
      <span className="font-semibold text-ink">
        <BankAccount bankName={account.bankName ?? ""} accountEnd={account.bankAccountNumberMasked ?? ""} />
      </span>
      {account.bankAccountHolderName ? <> ({account.bankAccountHolderName})</> : null}
    </p>
  );

  if (availableKobo < payoutMinKobo) {
    return (
      <div className="space-y-4">
        <p className="text-ink">
          You can withdraw once at least {formatNaira(payoutMinKobo)} is available. You have{" "}
          {formatNaira(availableKobo)} now.
        </p>
        {to}
        <div className="flex justify-end">{close}</div>
      </div>
    );
  }

  const amountError = problem?.where === "amount" ? problem.message : undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-ink">
        Available: <span className="font-bold tabular-nums">{formatNaira(availableKobo)}</span>
      </p>
      {to}
      <TextField
        label="Amount (₦)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          if (problem) setProblem(null);
        }}
        error={amountError}
        announceError
        hint={`At least ${formatNaira(payoutMinKobo)}, up to ${formatNaira(availableKobo)}.`}
      />
      {problem?.where === "form" ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-danger">
          {problem.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline w-full sm:w-auto" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={payout.isPending}>
          {payout.isPending ? <Spinner className="size-4" /> : null}
          Withdraw
        </button>
      </div>
    </form>
  );
}
