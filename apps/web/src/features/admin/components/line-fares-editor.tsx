import { LINE_STOPS_MIN } from "@campusgo/domain";
import { useId } from "react";
import { TrashIcon } from "../../../components/app-icons.tsx";
import { Field } from "../../../components/form/field.tsx";
import { type FareDraft, type LineDraft, newKey, type StopDraft } from "../line-draft.ts";

/** Fares between two stops of the line, over its flat fare: from, to and the amount, each row removable. */
export function LineFaresEditor({
  draft,
  onChange,
  errors,
}: {
  draft: LineDraft;
  onChange: (next: Pick<LineDraft, "fares">) => void;
  /** Messages by fare key. */
  errors: Record<string, string>;
}) {
  const id = useId();
  const { fares, stops } = draft;
  const change = (key: string, patch: Partial<FareDraft>) =>
    onChange({ fares: fares.map((f) => (f.key === key ? { ...f, ...patch } : f)) });

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-base font-bold text-ink">Fares between two stops</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        Optional: a ride from one stop to the other costs this instead of the flat fare.
      </p>
      {fares.length > 0 && (
        <div className="@container space-y-3">
          {fares.map((fare, index) => (
            <FareRow
              key={fare.key}
              fare={fare}
              index={index}
              stops={stops}
              error={errors[fare.key]}
              onChange={(patch) => change(fare.key, patch)}
              onRemove={() => onChange({ fares: fares.filter((f) => f.key !== fare.key) })}
            />
          ))}
        </div>
      )}
      <button
        type="button"
        className="btn-outline min-h-10 px-4 py-1.5 text-sm"
        disabled={stops.length < LINE_STOPS_MIN}
        onClick={() => onChange({ fares: [...fares, { key: newKey(), from: "", to: "", naira: "" }] })}
      >
        Add a fare
      </button>
    </fieldset>
  );
}

function FareRow({
  fare,
  index,
  stops,
  error,
  onChange,
  onRemove,
}: {
  fare: FareDraft;
  index: number;
  stops: StopDraft[];
  error: string | undefined;
  onChange: (patch: Partial<FareDraft>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const described = error ? `${id}-error` : undefined;
  const stopSelect = (which: "from" | "to", label: string) => (
    <Field id={`${id}-${which}`} label={label} className="col-span-2 @md:col-span-1">
      <select
        id={`${id}-${which}`}
        value={fare[which]}
        onChange={(e) => onChange({ [which]: e.target.value })}
        className={`input ${error ? "border-danger" : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      >
        <option value="">Choose a stop</option>
        {stops.map((stop, i) => (
          <option key={stop.key} value={stop.key}>
            {i + 1}. {stop.name || `Stop ${i + 1}`}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <fieldset className="min-w-0 rounded-xl bg-surface p-3 ring-1 ring-line">
      <legend className="sr-only">Fare {index + 1}</legend>
      <div className="grid grid-cols-2 gap-3 @xl:grid-cols-[1fr_1fr_7rem_auto] @xl:items-end">
        {stopSelect("from", "From")}
        {stopSelect("to", "To")}
        <Field id={`${id}-amount`} label="Fare (₦)">
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            value={fare.naira}
            onChange={(e) => onChange({ naira: e.target.value })}
            placeholder="150"
            className={`input ${error ? "border-danger" : ""}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
        </Field>
        <button
          type="button"
          className="btn-outline min-h-11 self-end border-line bg-white px-3 text-sm text-ink hover:text-danger"
          onClick={onRemove}
        >
          <TrashIcon className="size-4" />
          Remove<span className="sr-only"> fare {index + 1}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
