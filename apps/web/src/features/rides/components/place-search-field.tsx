import { useEffect, useId, useRef, useState } from "react";
import type { RidePlace } from "../api/types.ts";
import { type Suggestion, usePlaceSuggestions } from "../hooks/use-place-suggestions.ts";
import { PinIcon } from "./ride-icons.tsx";

interface PlaceSearchFieldProps {
  label: string;
  placeholder: string;
  tone: "pickup" | "destination";
  value: RidePlace | null;
  onSelect: (place: RidePlace) => void;
  /** An extra first choice (the rider's current position). */
  currentLocation?: RidePlace | null;
  autoFocus?: boolean;
  /** Why the place chosen cannot be used, shown under the box as soon as it is chosen. */
  error?: string | null;
}

/** A search box over campus places and the geocoder: type, then pick a suggestion (a combobox). */
export function PlaceSearchField({
  label,
  placeholder,
  tone,
  value,
  onSelect,
  currentLocation,
  autoFocus,
  error,
}: PlaceSearchFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const listId = `${id}-list`;
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // Leaving the field closes the list a moment later (a click on an option lands first); coming back or typing
  // within that moment keeps it open.
  const closing = useRef<number | undefined>(undefined);
  const keepOpen = () => {
    window.clearTimeout(closing.current);
    setOpen(true);
  };
  useEffect(() => () => window.clearTimeout(closing.current), []);
  const valueName = value?.name ?? "";
  // A place set from outside (a saved place, my location) replaces what the box shows.
  useEffect(() => setText(valueName), [valueName]);
  const typed = open && text !== (value?.name ?? "") ? text : "";
  const { suggestions, loading } = usePlaceSuggestions(typed, open);

  const options: Suggestion[] = [
    ...(currentLocation && !typed ? [{ ...currentLocation, source: "campus" as const }] : []),
    ...suggestions,
  ];

  const choose = (place: RidePlace) => {
    setText(place.name);
    setOpen(false);
    onSelect({ lat: place.lat, lon: place.lon, name: place.name });
  };

  return (
    <div>
      <div
        className={`flex items-center gap-3 rounded-2xl border bg-white px-3 focus-within:ring-2 ${
          error
            ? "border-danger focus-within:border-danger focus-within:ring-danger/20"
            : "border-line focus-within:border-brand-600 focus-within:ring-brand-600/20"
        }`}
      >
        <PinIcon tone={tone} />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block pt-2 text-xs font-medium text-ink-muted">
            {label}
          </label>
          <input
            ref={input}
            id={id}
            role="combobox"
            aria-expanded={open && options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the rider came here to type this field
            autoFocus={autoFocus}
            className="w-full bg-transparent pb-2 text-[15px] text-ink outline-none placeholder:text-ink-muted/70"
            placeholder={placeholder}
            value={text}
            onFocus={(e) => {
              keepOpen();
              e.currentTarget.select();
            }}
            onBlur={() => {
              closing.current = window.setTimeout(() => setOpen(false), 150);
            }}
            onChange={(e) => {
              setText(e.target.value);
              keepOpen();
              setActive(0);
            }}
            onKeyDown={(e) => {
              if (e.key === "ArrowDown") {
                e.preventDefault();
                setActive((a) => Math.min(a + 1, options.length - 1));
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === "Enter" && open && options[active]) {
                e.preventDefault();
                choose(options[active]);
              } else if (e.key === "Escape") {
                setOpen(false);
              }
            }}
          />
        </div>
        {loading ? (
          <span className="size-4 animate-spin rounded-full border-2 border-line border-t-brand-600" />
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {open && options.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="mt-1 max-h-64 overflow-y-auto rounded-2xl border border-line bg-white py-1 shadow-sm"
        >
          {options.map((option, index) => (
            <div
              key={`${option.source}-${option.name}-${option.lat}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              onKeyDown={() => undefined}
              className={`flex cursor-pointer items-center gap-2 px-4 py-2.5 text-sm ${
                index === active ? "bg-brand-50" : ""
              }`}
            >
              <span className="truncate text-ink">{option.name}</span>
              {option === options[0] && currentLocation && !typed ? (
                <span className="ml-auto shrink-0 text-xs text-brand-700">Current location</span>
              ) : option.source === "geocoder" ? (
                <span className="ml-auto shrink-0 text-xs text-ink-muted">Map</span>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
