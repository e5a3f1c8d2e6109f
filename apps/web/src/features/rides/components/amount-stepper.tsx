import { formatNaira } from "@campusgo/domain/money";
import { OFFER_STEP_KOBO, stepAmount } from "../lib/offer-amount.ts";

interface AmountStepperProps {
  label: string;
  valueKobo: number;
  minKobo: number;
  maxKobo: number;
  onChange: (kobo: number) => void;
  /** A line under the amount ("+₦50", "Suggested fare"). */
  hint?: string;
}

/** An amount moved in ₦50 steps between two ends: − ₦400 +. */
export function AmountStepper({ label, valueKobo, minKobo, maxKobo, onChange, hint }: AmountStepperProps) {
  const step = formatNaira(OFFER_STEP_KOBO);
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-xl font-bold text-ink disabled:opacity-40"
        aria-label={`${label}: ${step} less`}
        disabled={valueKobo <= minKobo}
        onClick={() => onChange(stepAmount(valueKobo, -1, minKobo, maxKobo))}
      >
        −
      </button>
      <output className="min-w-0 flex-1 text-center" aria-live="polite" aria-label={label}>
        <span className="block font-display text-xl font-bold text-ink">{formatNaira(valueKobo)}</span>
        {hint ? <span className="block text-xs text-ink-muted">{hint}</span> : null}
      </output>
      <button
        type="button"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-xl font-bold text-ink disabled:opacity-40"
        aria-label={`${label}: ${step} more`}
        disabled={valueKobo >= maxKobo}
        onClick={() => onChange(stepAmount(valueKobo, 1, minKobo, maxKobo))}
      >
        +
      </button>
    </div>
  );
}
