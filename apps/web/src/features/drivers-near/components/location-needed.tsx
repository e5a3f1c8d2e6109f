import type { GeolocationFailure } from "../../../lib/geolocation.ts";

const WORDS: Record<GeolocationFailure, { title: string; text: string }> = {
  denied: {
    title: "Allow your location to see drivers near you",
    text: "Location is blocked for CampusGo. Open your browser's site settings (the icon next to the address), set Location to Allow, then try again.",
  },
  unsupported: {
    title: "Your browser cannot share your location",
    text: "Geolocation is not supported by your browser. Try another browser or your phone to see drivers near you.",
  },
  unavailable: {
    title: "We could not find your location",
    text: "Turn on your device's location (GPS) and try again.",
  },
  timeout: {
    title: "Finding your location took too long",
    text: "Move to where your device can get a signal, then try again.",
  },
};

/** What to do when the device position is not available, with a way to ask again. */
export function LocationNeeded({ reason, onRetry }: { reason: GeolocationFailure; onRetry: () => void }) {
  const words = WORDS[reason];
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white px-6 py-10 text-center">
      <h2 className="font-display text-lg font-bold text-ink">{words.title}</h2>
      <p className="mt-2 max-w-sm text-ink-muted">{words.text}</p>
      {reason === "unsupported" ? null : (
        <button type="button" className="btn-primary mt-5" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
