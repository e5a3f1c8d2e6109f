import type { RideTypeId } from "@campusgo/domain/constants";

/** Small drawings of the three ride types, drawn inline so they show offline. */
export function RideTypeIcon({ type, className = "size-10" }: { type: RideTypeId; className?: string }) {
  if (type === 1) {
    // Keke: a tricycle with a canopy.
    return (
      <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
        <path d="M10 30V18a6 6 0 0 1 6-6h14l6 10v8z" fill="#ffd23f" stroke="#0f1f1a" strokeWidth="2" />
        <path d="M16 12v18M28 12l5 10" stroke="#0f1f1a" strokeWidth="2" fill="none" />
        <path d="M6 30h36" stroke="#0f1f1a" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="13" cy="34" r="4" fill="#fff" stroke="#0f1f1a" strokeWidth="2.5" />
        <circle cx="37" cy="34" r="4" fill="#fff" stroke="#0f1f1a" strokeWidth="2.5" />
      </svg>
    );
  }
  if (type === 2) {
    // Okada: a motorcycle.
    return (
      <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
        <circle cx="11" cy="32" r="6" fill="#fff" stroke="#0f1f1a" strokeWidth="2.5" />
        <circle cx="37" cy="32" r="6" fill="#fff" stroke="#0f1f1a" strokeWidth="2.5" />
        <path d="M11 32l8-10h10l8 10" fill="none" stroke="#0f1f1a" strokeWidth="2.5" strokeLinejoin="round" />
        <path
          d="M19 22l-3-6h-4M29 22l3-8h5"
          fill="none"
          stroke="#0f1f1a"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path d="M20 22h9l-2 5h-6z" fill="#10a36f" stroke="#0f1f1a" strokeWidth="2" />
      </svg>
    );
  }
  // Shuttle: a small bus.
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <rect x="6" y="12" width="36" height="20" rx="4" fill="#10a36f" stroke="#0f1f1a" strokeWidth="2" />
      <path
        d="M10 16h8v6h-8zM21 16h8v6h-8zM32 16h6v6h-6z"
        fill="#d1fae5"
        stroke="#0f1f1a"
        strokeWidth="1.5"
      />
      <circle cx="14" cy="34" r="4" fill="#fff" stroke="#0f1f1a" strokeWidth="2.5" />
      <circle cx="34" cy="34" r="4" fill="#fff" stroke="#0f1f1a" strokeWidth="2.5" />
    </svg>
  );
}

export function PinIcon({
  className = "size-5",
  tone = "pickup",
}: {
  className?: string;
  tone?: "pickup" | "destination";
}) {
  return tone === "pickup" ? (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <circle cx="12" cy="12" r="7" fill="#0b8a5c" />
      <circle cx="12" cy="12" r="3" fill="#fff" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <rect x="5" y="5" width="14" height="14" rx="2" fill="#0f1f1a" />
      <rect x="9.5" y="9.5" width="5" height="5" fill="#fff" />
    </svg>
  );
}

export function StarIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true" fill="#f5b800">
      <path d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.6L10 14.7l-5.1 2.7 1-5.6-4.1-4 5.7-.8z" />
    </svg>
  );
}

/** A bold tick: the trip or the cancellation is done. */
export function DoneIcon({ className = "size-8" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
