import { MESSAGES } from "@campusgo/domain/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { GeolocationError, getCurrentPosition, isGeolocationSupported } from "../../../lib/geolocation.ts";
import { namePosition } from "../lib/geocoder.ts";
import { mapStore } from "../map/map-store.ts";
import { bookingDraft } from "../state/booking-draft.ts";

/**
 * "Use my location": a fresh high-accuracy position, then a name for it (the geocoder, else the nearest
 * campus place) as the pickup. No support or a refusal shows the spec's toast and the flow goes on without
 * a location; a failed lookup of the name is silent.
 */
export function useLocateMe() {
  const queryClient = useQueryClient();
  const [locating, setLocating] = useState(false);

  async function locate(): Promise<boolean> {
    // Asked and answered: the popup is not shown again this visit, and the map need not wait any longer.
    bookingDraft.set({ locationAsked: true });
    if (!isGeolocationSupported()) {
      toast.error(MESSAGES.geolocationUnsupported);
      return false;
    }
    setLocating(true);
    try {
      const position = await getCurrentPosition();
      const at = { lat: position.lat, lon: position.lon };
      bookingDraft.set({ myLocation: at });
      mapStore.set({ me: at });
      const config = await queryClient.fetchQuery(clientConfigQuery()).catch(() => null);
      const name = await namePosition(config?.geocoderUrl ?? null, at);
      if (name) bookingDraft.set({ pickup: { ...at, name } });
      return true;
    } catch (error) {
      if (error instanceof GeolocationError && error.reason === "denied")
        toast.error(MESSAGES.locationDenied);
      else if (error instanceof GeolocationError && error.reason === "unsupported")
        toast.error(MESSAGES.geolocationUnsupported);
      else toast.error("We could not find your location. Type your pickup instead.");
      return false;
    } finally {
      setLocating(false);
    }
  }

  return { locate, locating };
}
