import { kycBankSchema } from "@campusgo/domain";
import { BANKS } from "@campusgo/domain/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { SelectField, TextField } from "../../../components/form/index.ts";
import { useSaveBankStep } from "../api/save-bank-step.ts";
import { reportSaveError } from "../lib/server-errors.ts";
import { StepActions } from "./step-actions.tsx";
import type { StepProps } from "./step-props.ts";

type Input = z.input<typeof kycBankSchema>;
type Output = z.output<typeof kycBankSchema>;

/** With an account number already saved, a blank field keeps it (the server only shows it masked). */
const keepSavedNumberSchema = kycBankSchema.extend({
  bankAccountNumber: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{10}$/.test(v), { error: "Account number must be 10 digits" }),
});

interface BankStepProps extends Omit<StepProps, "onDone"> {
  /** Called once saved, with the full account number when one was typed. */
  onDone: (bankAccountNumber: string | undefined) => void;
}

/** Step 3: where earnings are paid. The terms checkbox is shown; the spec does not make it required. */
export function BankStep({ kyc, onDone, onBack }: BankStepProps) {
  const termsId = useId();
  const save = useSaveBankStep();
  const savedBank = kyc.bank.bankName && (BANKS as readonly string[]).includes(kyc.bank.bankName);
  const masked = kyc.bank.bankAccountNumberMasked;
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(masked ? keepSavedNumberSchema : kycBankSchema),
    defaultValues: {
      bankName: (savedBank ? kyc.bank.bankName : "") as Input["bankName"],
      bankAccountHolderName: kyc.bank.bankAccountHolderName ?? "",
      bankAccountNumber: "",
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...values, bankAccountNumber: values.bankAccountNumber || undefined },
      {
        onSuccess: () => onDone(values.bankAccountNumber || undefined),
        onError: (error) =>
          reportSaveError(
            error,
            ["bankName", "bankAccountHolderName", "bankAccountNumber"] as const,
            setError,
          ),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div>
        <h2 className="font-display text-xl font-bold">Bank</h2>
        <p className="text-sm text-ink-muted">Your earnings are paid into this account.</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <SelectField
            announceError
            label="Bank name"
            placeholder="Select your bank"
            options={BANKS}
            error={errors.bankName?.message}
            {...register("bankName")}
          />
        </div>
        <TextField
          announceError
          label="Account holder name"
          placeholder="Name on the account"
          autoComplete="name"
          error={errors.bankAccountHolderName?.message}
          {...register("bankAccountHolderName")}
        />
        <TextField
          announceError
          label="Account number"
          placeholder={masked ?? "10-digit account number"}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          hint={
            masked && !errors.bankAccountNumber
              ? `Saved: ${masked}. Leave blank to keep it, or enter a new number.`
              : undefined
          }
          error={errors.bankAccountNumber?.message}
          {...register("bankAccountNumber")}
        />
      </div>
      <div className="flex items-start gap-3 rounded-xl bg-surface p-4">
        <input id={termsId} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <label htmlFor={termsId} className="text-sm text-ink-muted">
          I agree to the CampusGo Terms of use and Privacy Policy, and confirm that the details I have given
          are true.
        </label>
      </div>
      <StepActions onBack={onBack} busy={save.isPending} />
    </form>
  );
}
