import type { RideTypeId } from "@campusgo/domain/constants";
import type { RidePlace } from "../api/types.ts";
import { createStore } from "../lib/create-store.ts";

/**
 * The ride being put together across the flow's screens (ride type, pickup, destination, timing, luggage
 * note). Kept in sessionStorage so a reload or the back button keeps what the rider chose.
 */
export interface BookingDraft {
  /** The location popup was answered (either way) in this visit. */
  locationAsked: boolean;
  /** The device position, when the rider shared it. */
  myLocation: { lat: number; lon: number } | null;
  rideType: RideTypeId | null;
  pickup: RidePlace | null;
  destination: RidePlace | null;
  /** ISO time of a later ride; null books now. */
  scheduledAt: string | null;
  roundTrip: boolean;
  waitMinutes: number;
  note: string;
  /** The rider's own offer (kobo); null offers the suggested fare. */
  offerKobo: number | null;
  /** Booked for later: accept the best offer up to this (kobo) for the rider; null asks them to choose. */
  autoAcceptKobo: number | null;
}

const KEY = "campusgo.booking";

export const EMPTY_DRAFT: BookingDraft = {
  locationAsked: false,
  myLocation: null,
  rideType: null,
  pickup: null,
  destination: null,
  scheduledAt: null,
  roundTrip: false,
  waitMinutes: 15,
  note: "",
  offerKobo: null,
  autoAcceptKobo: null,
};

function load(): BookingDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return EMPTY_DRAFT;
    return { ...EMPTY_DRAFT, ...(JSON.parse(raw) as Partial<BookingDraft>) };
  } catch {
    return EMPTY_DRAFT;
  }
}

export const bookingDraft = createStore<BookingDraft>(
  typeof sessionStorage === "undefined" ? EMPTY_DRAFT : load(),
  (state) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the draft lives in memory only.
    }
  },
);

/** Starts a new booking after a ride was sent, keeping the rider's location and ride type. */
export function resetBookingAfterRequest(): void {
  const { myLocation, locationAsked, rideType, pickup } = bookingDraft.get();
  bookingDraft.set({ ...EMPTY_DRAFT, myLocation, locationAsked, rideType, pickup });
}
