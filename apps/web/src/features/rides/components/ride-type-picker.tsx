import { RIDE_TYPES, type RideTypeId } from "@campusgo/domain/constants";
import { RIDE_TYPE_HINTS, rideTypeLabel } from "../lib/ride-types.ts";
import { RideTypeIcon } from "./ride-icons.tsx";

interface RideTypePickerProps {
  value: RideTypeId | null;
  onChange: (type: RideTypeId) => void;
  compact?: boolean;
}

/** Keke ride, Okada ride, Shuttle ride: one radio group. */
export function RideTypePicker({ value, onChange, compact = false }: RideTypePickerProps) {
  return (
    <fieldset>
      <legend className="sr-only">Choose a ride</legend>
      <div className="grid grid-cols-3 gap-2">
        {RIDE_TYPES.map((type) => {
          const checked = value === type.id;
          return (
            <label
              key={type.id}
              className={`relative flex cursor-pointer flex-col items-center rounded-2xl border-2 px-1 text-center transition ${
                compact ? "py-2" : "py-3"
              } ${checked ? "border-brand-600 bg-brand-50" : "border-line bg-white hover:border-brand-300"}`}
            >
              <input
                type="radio"
                name="ride-type"
                value={type.id}
                checked={checked}
                onChange={() => onChange(type.id)}
                className="peer sr-only"
              />
              <RideTypeIcon type={type.id} className={compact ? "size-8" : "size-11"} />
              <span className="mt-1 text-sm font-semibold text-ink">{rideTypeLabel(type.id)}</span>
              {compact ? null : <span className="text-xs text-ink-muted">{RIDE_TYPE_HINTS[type.id]}</span>}
              <span className="pointer-events-none absolute inset-0 rounded-2xl peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
