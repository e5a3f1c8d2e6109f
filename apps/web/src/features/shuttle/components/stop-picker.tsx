import type { ShuttleStopView } from "@campusgo/domain";
import { useId } from "react";
import { MapPinIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import type { Landmark, NearStop } from "../lib/nearest-stop.ts";

const PLACE = "place:";

interface StopPickerProps {
  stops: readonly ShuttleStopView[];
  /** The stop the rider picked, or null for the nearest one (or none). */
  pickedId: string | null;
  onPick: (stopId: string | null) => void;
  /** Campus places the rider may say they are near, and the one they said. */
  landmarks: readonly Landmark[];
  landmarkId: string | null;
  onLandmark: (placeId: string) => void;
  /** The stop nearest to the rider's own position. */
  near: NearStop | null;
  /** A button may ask for the rider's location. */
  canLocate: boolean;
  locating: boolean;
  onLocate: () => void;
}

/**
 * The rider's stop: the nearest to them by default, one of the line's stops, or the stop nearest to a campus
 * place they name (no position needed).
 */
export function StopPicker({
  stops,
  pickedId,
  onPick,
  landmarks,
  landmarkId,
  onLandmark,
  near,
  canLocate,
  locating,
  onLocate,
}: StopPickerProps) {
  const id = useId();
  const value = pickedId ?? (landmarkId ? `${PLACE}${landmarkId}` : "");
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Your stop
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <select
          id={id}
          className="input min-w-0 flex-1 basis-52"
          value={value}
          onChange={(event) => {
            const chosen = event.target.value;
            if (chosen.startsWith(PLACE)) onLandmark(chosen.slice(PLACE.length));
            else onPick(chosen || null);
          }}
        >
          <option value="">{near ? `Nearest to me (${near.stop.name})` : "Choose a stop"}</option>
          <optgroup label="Stops of this line">
            {stops.map((stop) => (
              <option key={stop.id} value={stop.id}>
                {stop.name}
              </option>
            ))}
          </optgroup>
          {landmarks.length > 0 ? (
            <optgroup label="Or near a place">
              {landmarks.map((place) => (
                <option key={place.id} value={`${PLACE}${place.id}`}>
                  Near {place.name}
                </option>
              ))}
            </optgroup>
          ) : null}
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
