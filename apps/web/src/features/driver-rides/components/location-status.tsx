import { type LocationSharing, useLocationSharing } from "../hooks/use-location-streaming.ts";

const TEXT: Record<LocationSharing, string | null> = {
  off: null,
  locating: "Finding your position...",
  sharing: "Sharing your location with riders nearby",
  denied: "Location access denied. Allow location for CampusGo to receive requests.",
  unsupported: "This browser cannot share your location.",
};

/** A line about the live position while online. */
export function LocationStatus() {
  const state = useLocationSharing();
  const text = TEXT[state];
  if (!text) return null;
  const bad = state === "denied" || state === "unsupported";
  return (
    <p className={`flex items-center gap-2 text-sm ${bad ? "text-danger" : "text-ink-muted"}`} role="status">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${bad ? "bg-danger" : state === "sharing" ? "animate-pulse bg-brand-500" : "bg-keke-500"}`}
      />
      {text}
    </p>
  );
}
