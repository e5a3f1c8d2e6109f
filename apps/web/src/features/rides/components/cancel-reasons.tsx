import { CANCEL_REASONS } from "@campusgo/domain/constants";
import type { CancelReason } from "../api/cancel-ride.ts";

interface CancelReasonsProps<R extends string> {
  value: R | null;
  onChange: (reason: R | null) => void;
  error?: string | null;
  /** The reasons to choose from: the spec's ride reasons unless given (a delivery has its own). */
  reasons?: readonly R[];
}

/** The spec's cancel reasons (or a trip kind's own); clicking the chosen one again unselects it. */
export function CancelReasons<R extends string = CancelReason>({
  value,
  onChange,
  error,
  reasons = CANCEL_REASONS as readonly string[] as readonly R[],
}: CancelReasonsProps<R>) {
  return (
    <fieldset aria-describedby={error ? "cancel-reason-error" : undefined}>
      <legend className="mb-2 text-sm text-ink-muted">Please tell us why you want to cancel.</legend>
      <ul className="space-y-2">
        {reasons.map((reason) => {
          const selected = value === reason;
          return (
            <li key={reason}>
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(selected ? null : reason)}
                className={`flex min-h-12 w-full items-center gap-3 rounded-xl border-2 px-4 py-2 text-left text-sm transition ${
                  selected
                    ? "border-brand-600 bg-brand-50 font-semibold text-ink"
                    : "border-line text-ink hover:border-brand-300"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${
                    selected ? "border-brand-600 bg-brand-600" : "border-line"
                  }`}
                >
                  {selected ? <span className="size-2 rounded-full bg-white" /> : null}
                </span>
                {reason}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="cancel-reason-error" className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
