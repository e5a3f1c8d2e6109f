import { useId } from "react";

interface ChoiceTilesProps<V extends string> {
  legend: string;
  value: V | null;
  options: readonly { value: V; label: string; hint?: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
  /** Two tiles a row (short labels) or one a row (labels with hints). */
  columns?: 1 | 2;
}

/** A required choice among a few (what it is, its size) as tiles: radio buttons, the error under them. */
export function ChoiceTiles<V extends string>({
  legend,
  value,
  options,
  onChange,
  error,
  columns = 2,
}: ChoiceTilesProps<V>) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className={`grid gap-2 ${columns === 2 ? "grid-cols-2" : "grid-cols-1"}`}>
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <label
              key={option.value}
              className={`flex min-h-11 cursor-pointer items-start gap-2.5 rounded-xl border-2 px-3 py-2 transition focus-within:ring-2 focus-within:ring-brand-600/30 ${
                selected
                  ? "border-brand-600 bg-brand-50"
                  : error
                    ? "border-danger"
                    : "border-line hover:border-brand-300"
              }`}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={selected}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${id}-${option.value}`}
                aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span id={`${id}-${option.value}`} className="block text-sm font-semibold text-ink">
                  {option.label}
                </span>
                {option.hint ? (
                  <span id={`${id}-${option.value}-hint`} className="block text-xs text-ink-muted">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
