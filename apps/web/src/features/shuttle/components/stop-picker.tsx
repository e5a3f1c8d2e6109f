import type { ShuttleStopView } from "@campusgo/domain";
import { useId } from "react";
import { MapPinIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import type { NearStop } from "../lib/nearest-stop.ts";

interface StopPickerProps {
  stops: readonly ShuttleStopView[];
  /** The stop the rider picked, or null for the nearest one (or none). */
  pickedId: string | null;
  onPick: (stopId: string | null) => void;
  near: NearStop | null;
  /** A button may ask for the rider's location. */
  canLocate: boolean;
  locating: boolean;
  onLocate: () => void;
}

/** The rider's stop: the nearest to them by default, or a landmark they pick from the line's stops. */
export function StopPicker({
  stops,
  pickedId,
  onPick,
  near,
  canLocate,
  locating,
  onLocate,
}: StopPickerProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Your stop
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <select
          id={id}
          className="input min-w-0 flex-1 basis-52"
          value={pickedId ?? ""}
          onChange={(event) => onPick(event.target.value || null)}
        >
          <option value="">{near ? `Nearest to me (${near.stop.name})` : "Choose a stop"}</option>
          {stops.map((stop) => (
            <option key={stop.id} value={stop.id}>
              {stop.name}
            </option>
          ))}
        </select>
        {canLocate && !near ? (
          <button
            type="button"
            onClick={onLocate}
            disabled={locating}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {locating ? <Spinner className="size-4" /> : <MapPinIcon className="size-5" />}
            Find my nearest stop
          </button>
        ) : null}
      </div>
    </div>
  );
}
