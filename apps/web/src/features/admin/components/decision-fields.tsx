import { formatNaira, REVIEW_NOTE_MAX } from "@campusgo/domain";

/** "New price (₦)": what a trip should cost in the end, below what is left of its payment. */
export function NewPriceField({
  id,
  value,
  onChange,
  leftKobo,
  hint,
  error,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  leftKobo: number;
  hint: string;
  error: string | undefined;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
        New price (₦)
      </label>
      <input
        id={`${id}-amount`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={`Below ${formatNaira(leftKobo).slice(1)}`}
        className={`input ${error ? "border-danger" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-amount-hint${error ? ` ${id}-amount-error` : ""}`}
      />
      <p id={`${id}-amount-hint`} className="text-xs text-ink-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-amount-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Reason": why the admin decides so, kept in the audit log (and, as the hint says, told to whom). */
export function ReasonField({
  id,
  value,
  onChange,
  placeholder,
  hint,
  error,
  maxLength = REVIEW_NOTE_MAX,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  hint: string;
  error: string | undefined;
  maxLength?: number;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
        Reason
      </label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={`input min-h-24 resize-y ${error ? "border-danger" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-reason-hint${error ? ` ${id}-reason-error` : ""}`}
      />
      <p id={`${id}-reason-hint`} className="text-xs text-ink-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-reason-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
