import { MESSAGES } from "@campusgo/domain/messages";
import { Link, useNavigate } from "react-router";
import { ChevronRightIcon, PackageIcon } from "../../../components/app-icons.tsx";
import { dashboardPaths } from "../../../config/paths.ts";
import { showRefusal, useRefusalFixed } from "../../../lib/refusal-toast.ts";
import { OwedTripBanner } from "../../payments/index.ts";
import type { RidePlace } from "../api/types.ts";
import { useFlowPaths } from "../hooks/use-flow-paths.ts";
import { usePrefetch } from "../hooks/use-prefetch.ts";
import { useSavedPlaces } from "../hooks/use-saved-places.ts";
import { useMapPlaces } from "../map/use-map-places.ts";
import { bookingDraft } from "../state/booking-draft.ts";
import { PinIcon } from "./ride-icons.tsx";
import { RideSheet } from "./ride-sheet.tsx";
import { RideTypePicker } from "./ride-type-picker.tsx";
import { ScheduleOptions } from "./schedule-options.tsx";

/** The picker's refusal toast ("Please select a ride first."). */
const REFUSAL = "select-ride";

/**
 * SPEC 2.9 step 2: Keke, Okada or Shuttle; the pickup; "Where to?" (a ride must be chosen first, then
 * set-routes with the pickup); saved places; a later time and a round trip.
 */
export function RidePicker({ onAskLocation }: { onAskLocation?: () => void }) {
  const navigate = useNavigate();
  const flow = useFlowPaths();
  usePrefetch(() => import("../screens/set-routes-screen.tsx"));
  const draft = bookingDraft.useSelect((s) => s);
  const saved = useSavedPlaces();
  useMapPlaces(draft.pickup, null);

  useRefusalFixed(REFUSAL, draft.rideType !== null);
  const requireRide = (): boolean => {
    if (draft.rideType !== null) return true;
    showRefusal(REFUSAL, MESSAGES.selectRideFirst);
    return false;
  };

  const goToRoutes = (focus: "pickup" | "destination", destination?: RidePlace) => {
    if (!requireRide()) return;
    if (destination) bookingDraft.set({ destination });
    navigate(`${flow.setRoutes}?focus=${focus}`, {
      state: { from: draft.pickup, to: destination ?? draft.destination },
    });
  };

  return (
    <RideSheet title="Where are you going?" subtitle="Pick a ride, then tell us where to.">
      <OwedTripBanner className="mb-4" />
      <RideTypePicker value={draft.rideType} onChange={(rideType) => bookingDraft.set({ rideType })} />
      <SendPackageLink />

      <div className="mt-4 rounded-2xl border border-line">
        <div className="flex items-center gap-3 px-3">
          <PinIcon tone="pickup" />
          <div className="min-w-0 flex-1">
            <label htmlFor="picker-pickup" className="block pt-2 text-xs font-medium text-ink-muted">
              Pickup
            </label>
            <input
              id="picker-pickup"
              readOnly
              className="w-full truncate bg-transparent pb-2 text-[15px] text-ink outline-none placeholder:text-ink-muted/70"
              placeholder="Set your pickup point"
              value={draft.pickup?.name ?? ""}
              onClick={() => goToRoutes("pickup")}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") goToRoutes("pickup");
              }}
            />
          </div>
          {onAskLocation ? (
            <button
              type="button"
              onClick={onAskLocation}
              className="inline-flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
              aria-label="Use my current location"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <circle cx="12" cy="12" r="4" />
                <path d="M12 2v3M12 19v3M2 12h3M19 12h3" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="ml-11 border-t border-line" />
        <button
          type="button"
          onClick={() => goToRoutes("destination")}
          className="flex min-h-14 w-full items-center gap-3 px-3 text-left"
        >
          <PinIcon tone="destination" />
          <span
            className={`min-w-0 flex-1 py-2 text-[15px] font-semibold break-words ${draft.destination ? "text-ink" : "text-ink-muted"}`}
          >
            {draft.destination?.name ?? "Where to?"}
          </span>
          <svg
            viewBox="0 0 24 24"
            className="size-5 text-ink-muted"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="6" />
            <path d="M20 20l-4.5-4.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      {saved.length > 0 ? (
        <div className="mt-4">
          <h2 className="text-sm font-semibold text-ink">Saved places</h2>
          <ul className="-mx-5 mt-2 flex gap-2 overflow-x-auto px-5 pb-1">
            {saved.map((place) => (
              <li key={`${place.kind}-${place.name}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() =>
                    goToRoutes("destination", { lat: place.lat, lon: place.lon, name: place.name })
                  }
                  className="flex max-w-[14rem] items-center gap-1.5 rounded-full border border-line bg-white px-3 py-2 text-left text-sm text-ink hover:border-brand-400"
                >
                  {place.kind === "recent" ? (
                    <svg
                      viewBox="0 0 24 24"
                      className="size-4 shrink-0 text-ink-muted"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      aria-label="Recent"
                    >
                      <circle cx="12" cy="12" r="8" />
                      <path d="M12 8v4l3 2" strokeLinecap="round" />
                    </svg>
                  ) : (
                    <svg
                      viewBox="0 0 24 24"
                      className="size-4 shrink-0 text-brand-600"
                      fill="currentColor"
                      aria-hidden="true"
                    >
                      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
                    </svg>
                  )}
                  <span className="min-w-0 break-words">{place.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-4">
        <ScheduleOptions
          scheduledAt={draft.scheduledAt}
          roundTrip={draft.roundTrip}
          waitMinutes={draft.waitMinutes}
          onChange={(patch) => bookingDraft.set(patch)}
        />
      </div>
    </RideSheet>
  );
}

/** Beside booking a ride: sending a package instead (way-billing, SPEC 1). */
function SendPackageLink() {
  return (
    <Link
      to={dashboardPaths.sendPackage}
      className="mt-3 flex min-h-11 items-center gap-3 rounded-2xl bg-brand-50 px-3 py-2 text-left hover:bg-brand-100"
      data-testid="send-package-entry"
    >
      <PackageIcon className="size-6 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-ink">Send a package</span>
        <span className="block text-xs text-ink-muted">
          Documents, food and more, across campus or to town
        </span>
      </span>
      <ChevronRightIcon className="size-4 shrink-0 text-ink-muted" />
    </Link>
  );
}
