import { MESSAGES } from "@campusgo/domain/messages";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import type { RidePlace } from "../api/types.ts";
import { estimateInputOf, FareSummary } from "../components/fare-summary.tsx";
import { PlaceSearchField } from "../components/place-search-field.tsx";
import { RideSheet } from "../components/ride-sheet.tsx";
import { RideTypePicker } from "../components/ride-type-picker.tsx";
import { useFlowPaths } from "../hooks/use-flow-paths.ts";
import { usePrefetch } from "../hooks/use-prefetch.ts";
import { useMapPlaces } from "../map/use-map-places.ts";
import { bookingDraft } from "../state/booking-draft.ts";

interface RouteState {
  from?: RidePlace | null;
  to?: RidePlace | null;
}

/** SPEC 2.9 step 3: the destination and the pickup, with the upfront fare; Continue goes to luggage. */
export default function SetRoutesScreen() {
  const navigate = useNavigate();
  const flow = useFlowPaths();
  usePrefetch(() => import("./luggage-screen.tsx"));
  const location = useLocation();
  const [params] = useSearchParams();
  const draft = bookingDraft.useSelect((s) => s);
  useMapPlaces(draft.pickup, draft.destination);

  // The ride picker hands over the pickup (and a chosen saved place) in the navigation state.
  useEffect(() => {
    const state = (location.state ?? {}) as RouteState;
    if (state.from && !bookingDraft.get().pickup) bookingDraft.set({ pickup: state.from });
    if (state.to) bookingDraft.set({ destination: state.to });
  }, [location.state]);

  const me = draft.myLocation ? { ...draft.myLocation, name: "My current location" } : null;
  const input = estimateInputOf(draft);

  const proceed = () => {
    if (!draft.rideType) {
      toast.error(MESSAGES.selectRideFirst, { id: "select-ride" });
      return;
    }
    if (!draft.pickup) {
      toast.error("Please set your pickup point.", { id: "routes" });
      return;
    }
    if (!draft.destination) {
      toast.error("Please choose where you are going.", { id: "routes" });
      return;
    }
    navigate(flow.luggage, { state: { to: draft.destination, from: draft.pickup } });
  };

  return (
    <RideSheet
      title="Set your route"
      back={flow.home}
      footer={
        <button type="button" className="btn-primary w-full" onClick={proceed}>
          Continue
        </button>
      }
    >
      <div className="space-y-3">
        <PlaceSearchField
          label="Pickup"
          placeholder="Where should the driver pick you up?"
          tone="pickup"
          value={draft.pickup}
          currentLocation={me}
          autoFocus={params.get("focus") === "pickup"}
          onSelect={(pickup) => bookingDraft.set({ pickup })}
        />
        <PlaceSearchField
          label="Destination"
          placeholder="Where to?"
          tone="destination"
          value={draft.destination}
          autoFocus={params.get("focus") !== "pickup" && !draft.destination}
          onSelect={(destination) => bookingDraft.set({ destination })}
        />
      </div>
      <div className="mt-4">
        <RideTypePicker
          compact
          value={draft.rideType}
          onChange={(rideType) => bookingDraft.set({ rideType })}
        />
      </div>
      <div className="mt-4">
        <FareSummary input={input} />
      </div>
    </RideSheet>
  );
}
