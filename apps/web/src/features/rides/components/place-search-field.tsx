import { useEffect, useId, useRef, useState } from "react";
import type { RidePlace } from "../api/types.ts";
import { type Suggestion, usePlaceSuggestions } from "../hooks/use-place-suggestions.ts";
import { MapPickDialog } from "./map-pick-dialog.tsx";
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

/**
 * A search box over campus places and the geocoder: type, then pick a suggestion (a combobox). Its last
 * choice, "Choose on the map", opens a map to put a pin on the place instead.
 */
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
  const [picking, setPicking] = useState(false);
  // The dialog gives the focus back to the box when it closes: that does not open the list again.
  const back = useRef(false);
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

  // "Choose on the map" comes after the suggestions.
  const mapIndex = options.length;
  const pickOnMap = () => {
    setOpen(false);
    setPicking(true);
  };
  const endPicking = () => {
    back.current = true;
    setPicking(false);
    window.setTimeout(() => {
      back.current = false;
    }, 0);
  };

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
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-activedescendant={open && active <= mapIndex ? `${listId}-${active}` : undefined}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the rider came here to type this field
            autoFocus={autoFocus}
            className="w-full bg-transparent pb-2 text-[15px] text-ink outline-none placeholder:text-ink-muted/70"
            placeholder={placeholder}
            value={text}
            onFocus={(e) => {
              if (back.current) {
                back.current = false;
                return;
              }
              keepOpen();
              e.currentTarget.select();
            }}
            // A tap on the box after a choice (the focus stayed there) shows the choices again.
            onClick={() => {
              if (!open) keepOpen();
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
              if (e.key === "ArrowDown" && !open) {
                e.preventDefault();
                keepOpen();
              } else if (e.key === "ArrowDown") {
                e.preventDefault();
                setActive((a) => Math.min(a + 1, mapIndex));
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === "Enter" && open && active === mapIndex) {
                e.preventDefault();
                pickOnMap();
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
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="mt-1 max-h-64 overflow-y-auto rounded-2xl border border-line bg-white pt-1 shadow-sm"
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
          <div
            id={`${listId}-${mapIndex}`}
            role="option"
            aria-selected={active === mapIndex}
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={pickOnMap}
            onKeyDown={() => undefined}
            // Kept in view at the foot of a long list of suggestions.
            className={`sticky bottom-0 flex cursor-pointer items-center gap-2 bg-white px-4 py-2.5 text-sm font-medium text-brand-700 ${
              active === mapIndex ? "bg-brand-50!" : ""
            } ${options.length > 0 ? "border-t border-line" : ""}`}
          >
            <MapIcon />
            Choose on the map
          </div>
        </div>
      ) : null}
      <MapPickDialog
        open={picking}
        label={label}
        tone={tone}
        start={value ?? currentLocation ?? null}
        onPick={(place) => {
          endPicking();
          choose(place);
        }}
        onClose={endPicking}
      />
    </div>
  );
}

function MapIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" aria-hidden="true">
      <path strokeWidth="2" strokeLinejoin="round" d="M9 4 3 6.5v13.5L9 17.5l6 2.5 6-2.5V4l-6 2.5L9 4Z" />
      <path strokeWidth="2" d="M9 4v13.5M15 6.5V20" />
    </svg>
  );
}
