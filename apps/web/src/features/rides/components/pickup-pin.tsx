interface PickupPinProps {
  pin: string;
  /** What the code is called ("Pickup PIN" by default). */
  label?: string;
  /** What to do with it. */
  hint?: string;
  testId?: string;
}

/** The 4-digit PIN the rider tells the driver, who enters it to start the trip (or any hand-over code). */
export function PickupPin({
  pin,
  label = "Pickup PIN",
  hint = "Tell your driver this PIN to start the trip.",
  testId = "pickup-pin",
}: PickupPinProps) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-keke-100 px-4 py-3">
      <div>
        <p className="text-sm font-semibold text-ink">{label}</p>
        <p className="text-xs text-ink-muted">{hint}</p>
      </div>
      <p className="font-display text-3xl font-bold tracking-[0.3em] text-ink">
        <span aria-hidden="true" data-testid={testId}>
          {pin}
        </span>
        <span className="sr-only">{pin.split("").join(" ")}</span>
      </p>
    </div>
  );
}
