import { type BankAccountChange, bankAccountChangeSchema, formatDateAndTime } from "@campusgo/domain";
import { BANKS } from "@campusgo/domain/constants";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { SelectField, TextField } from "../../../components/form/index.ts";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useBankAccount, useChangeBankAccount, useResolveBankAccount } from "../api/bank-account.ts";

/**
 * The driver's payout account on their profile: where payouts go now, and a change in two steps: the bank and
 * the number, checked with the bank, which gives the holder's name; then saved. Payouts to a new account wait a
 * while for the driver's security (docs/decisions/0024-changing-the-payout-account.md).
 */
export function PayoutAccountCard() {
  const account = useBankAccount();
  const [editing, setEditing] = useState(false);
  const view = account.data;
  if (view && !view.canChange) {
    return (
      <p className="text-sm text-ink-muted">
        Your payout account is the one in your verification. You can change it here once you are approved.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {account.isPending ? (
        <div className="h-12 animate-pulse rounded-2xl bg-surface" role="status" aria-label="Loading" />
      ) : view?.bankName && view.accountNumberMasked ? (
        <div className="rounded-2xl bg-surface p-4" data-testid="payout-account">
          <p className="font-semibold text-ink">
            {view.bankName} <span aria-hidden="true">{view.accountNumberMasked}</span>
            <span className="sr-only">account ending {view.accountNumberMasked.slice(-4)}</span>
          </p>
          <p className="text-sm text-ink-muted">{view.accountName}</p>
          {view.payoutsFrom ? (
            <p className="mt-2 text-sm text-ink" role="status">
              For your security, payouts to this account start on {formatDateAndTime(view.payoutsFrom)}.
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No payout account yet.</p>
      )}
      {editing ? (
        <ChangeForm onDone={() => setEditing(false)} />
      ) : (
        <button type="button" className="btn-outline self-start" onClick={() => setEditing(true)}>
          Change payout account
        </button>
      )}
    </div>
  );
}

function ChangeForm({ onDone }: { onDone: () => void }) {
  const resolve = useResolveBankAccount();
  const change = useChangeBankAccount();
  const [input, setInput] = useState<BankAccountChange>({
    bankName: "" as BankAccountChange["bankName"],
    bankAccountNumber: "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof BankAccountChange, string>>>({});
  const [problem, setProblem] = useState<string>();
  const checkedName = resolve.data?.accountName;

  const edit = (patch: Partial<BankAccountChange>) => {
    setInput((now) => ({ ...now, ...patch }));
    setErrors({});
    setProblem(undefined);
    resolve.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = bankAccountChangeSchema.safeParse(input);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof BankAccountChange;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    if (!checkedName) {
      resolve.mutate(parsed.data, { onError: (error) => setProblem(errorMessage(error)) });
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message, { id: "payout-account" });
        onDone();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const busy = resolve.isPending || change.isPending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <SelectField
        label="Bank"
        placeholder="Choose your bank"
        options={BANKS}
        value={input.bankName}
        onChange={(e) => edit({ bankName: e.target.value as BankAccountChange["bankName"] })}
        error={errors.bankName}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={input.bankAccountNumber}
        onChange={(e) => edit({ bankAccountNumber: e.target.value.replace(/\D/g, "") })}
        error={errors.bankAccountNumber}
        hint="The 10-digit account number (NUBAN)."
      />
      {checkedName ? (
        <div
          className="rounded-xl bg-brand-50 p-3 text-sm text-brand-800"
          role="status"
          data-testid="resolved-name"
        >
          The bank says this account is held by <strong className="break-words">{checkedName}</strong>. Save
          it if that is you.
        </div>
      ) : null}
      {problem ? (
        <p className="text-sm text-danger" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? <Spinner /> : null}
          {checkedName ? "Save payout account" : "Check account"}
        </button>
      </div>
    </form>
  );
}
