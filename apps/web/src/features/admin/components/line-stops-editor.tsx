import { LINE_STOPS_MAX, STOP_NAME_MAX } from "@campusgo/domain";
import { useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon, TrashIcon } from "../../../components/app-icons.tsx";
import { PlaceSearchField } from "../../rides/index.ts";
import {
  addPoint,
  type LineDraft,
  moveStop,
  newKey,
  placeStop,
  removeStop,
  type StopDraft,
} from "../line-draft.ts";
import { LineStopsMap } from "./line-stops-map.tsx";

const ICON_BUTTON =
  "flex size-10 items-center justify-center rounded-xl border border-line bg-white text-ink-muted hover:bg-surface hover:text-ink disabled:cursor-not-allowed disabled:opacity-40";

/**
 * A line's stops in the order buses call at them, on a map in the line's colour and in a list: each renamed,
 * moved up or down, moved on the map, or removed; a new one added from the campus places, or by a tap on the map
 * (named "New stop N", its name field focused so the admin names it). Removing a stop removes the fares to and
 * from it.
 */
export function LineStopsEditor({
  draft,
  onChange,
  errors,
  error,
}: {
  draft: LineDraft;
  onChange: (next: Pick<LineDraft, "stops"> | Pick<LineDraft, "stops" | "fares">) => void;
  /** Messages by stop key. */
  errors: Record<string, string>;
  /** A message about the stops as a whole (too few, too many). */
  error: string | undefined;
}) {
  const id = useId();
  // Each stop added leaves the search box empty for the next one.
  const [searchKey, setSearchKey] = useState(0);
  // The stop just put on the map: its name field takes the focus once.
  const [naming, setNaming] = useState<string | null>(null);
  const { stops } = draft;
  const rename = (key: string, name: string) =>
    onChange({ stops: stops.map((s) => (s.key === key ? { ...s, name } : s)) });
  const canAdd = stops.length < LINE_STOPS_MAX;
  const addAt = (lat: number, lon: number) => {
    const next = addPoint(stops, lat, lon);
    setNaming(next.at(-1)?.key ?? null);
    onChange({ stops: next });
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-base font-bold text-ink">Stops, in order</legend>
      <LineStopsMap
        stops={stops}
        colour={draft.colour}
        loop={draft.loop}
        onAdd={canAdd ? addAt : undefined}
        onMove={(key, lat, lon) => onChange({ stops: placeStop(stops, key, lat, lon) })}
      />
      {stops.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-muted">
          No stops yet. Tap the map, or add one from the campus places below.
        </p>
      ) : (
        <ol className="space-y-2">
          {stops.map((stop, index) => (
            <StopRow
              key={stop.key}
              stop={stop}
              index={index}
              last={index === stops.length - 1}
              error={errors[stop.key]}
              focusName={naming === stop.key}
              onNamed={() => setNaming(null)}
              onRename={(name) => rename(stop.key, name)}
              onMove={(by) => onChange({ stops: moveStop(stops, stop.key, by) })}
              onRemove={() => onChange(removeStop(draft, stop.key))}
            />
          ))}
        </ol>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {canAdd && (
        <PlaceSearchField
          key={searchKey}
          label="Add a stop"
          placeholder="Search campus places"
          tone="destination"
          value={null}
          onSelect={(place) => {
            onChange({
              stops: [
                ...stops,
                { key: newKey(), id: null, name: place.name, lat: place.lat, lon: place.lon },
              ],
            });
            setSearchKey((k) => k + 1);
          }}
        />
      )}
    </fieldset>
  );
}

function StopRow({
  stop,
  index,
  last,
  error,
  focusName,
  onNamed,
  onRename,
  onMove,
  onRemove,
}: {
  stop: StopDraft;
  index: number;
  last: boolean;
  error: string | undefined;
  /** A stop just put on the map: its name is selected for the admin to type over. */
  focusName: boolean;
  onNamed: () => void;
  onRename: (name: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const called = stop.name.trim() || `stop ${index + 1}`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusName) return;
    input.current?.focus();
    input.current?.select();
    onNamed();
  }, [focusName, onNamed]);
  return (
    <li>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
          aria-hidden="true"
        >
          {index + 1}
        </span>
        <label htmlFor={id} className="sr-only">
          Name of stop {index + 1}
        </label>
        <input
          ref={input}
          id={id}
          value={stop.name}
          maxLength={STOP_NAME_MAX}
          onChange={(e) => onRename(e.target.value)}
          className={`input min-w-0 flex-1 basis-40 ${error ? "border-danger" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <div className="ml-auto flex shrink-0 gap-1">
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => onMove(-1)}
            disabled={index === 0}
            aria-label={`Move ${called} up`}
          >
            <ChevronDownIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => onMove(1)}
            disabled={last}
            aria-label={`Move ${called} down`}
          >
            <ChevronDownIcon className="size-5" />
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} hover:text-danger`}
            onClick={onRemove}
            aria-label={`Remove ${called}`}
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </li>
  );
}
