import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { showRefusal, useRefusalFixed } from "../../../lib/refusal-toast.ts";
import { OwedTripBanner } from "../../payments/index.ts";
import type { RidePlace } from "../api/types.ts";
import { estimateInputOf, FareSummary } from "../components/fare-summary.tsx";
import { PlaceSearchField } from "../components/place-search-field.tsx";
import { RideSheet } from "../components/ride-sheet.tsx";
import { RideTypePicker } from "../components/ride-type-picker.tsx";
import { useFlowPaths } from "../hooks/use-flow-paths.ts";
import { usePrefetch } from "../hooks/use-prefetch.ts";
import {
  ROUTE_FIELDS,
  type RouteField,
  type RouteFormValues,
  routeFieldError,
  routeFormSchema,
  samePlaceError,
} from "../lib/route-form.ts";
import { useMapPlaces } from "../map/use-map-places.ts";
import { bookingDraft } from "../state/booking-draft.ts";

interface RouteState {
  from?: RidePlace | null;
  to?: RidePlace | null;
}

/** The screen's refusal toast. */
const REFUSAL = "routes";

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
  // The same place at both ends is refused as soon as it is picked (no fare for it either).
  const samePlace = samePlaceError(draft.pickup, draft.destination);
  const input = samePlace ? null : estimateInputOf(draft);

  // The draft store holds the values (they outlive this screen); the form checks them on Continue.
  const form = useForm<RouteFormValues>({
    resolver: zodResolver(routeFormSchema),
    values: { rideType: draft.rideType, pickup: draft.pickup, destination: draft.destination },
  });
  // The field the last refusal was about: its toast goes once that field is right.
  const [refused, setRefused] = useState<RouteField | null>(null);
  useRefusalFixed(REFUSAL, refused === null || !routeFieldError(draft, refused));
  const proceed = form.handleSubmit(
    ({ pickup, destination }) => navigate(flow.luggage, { state: { to: destination, from: pickup } }),
    (errors) => {
      const field = ROUTE_FIELDS.find((name) => errors[name]);
      if (!field) return;
      setRefused(field);
      showRefusal(REFUSAL, errors[field]?.message ?? "");
    },
  );

  return (
    <RideSheet
      title="Set your route"
      back={flow.home}
      footer={
        <button type="button" className="btn-primary w-full" onClick={() => void proceed()}>
          Continue
        </button>
      }
    >
      <OwedTripBanner className="mb-4" />
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
          error={samePlace}
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
