/** The 4-digit PIN the rider tells the driver, who enters it to start the trip. */
export function PickupPin({ pin }: { pin: string }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl bg-keke-100 px-4 py-3">
      <div>
        <p className="text-sm font-semibold text-ink">Pickup PIN</p>
        <p className="text-xs text-ink-muted">Tell your driver this PIN to start the trip.</p>
      </div>
      <p className="font-display text-3xl font-bold tracking-[0.3em] text-ink">
        <span aria-hidden="true" data-testid="pickup-pin">
          {pin}
        </span>
        <span className="sr-only">{pin.split("").join(" ")}</span>
      </p>
    </div>
  );
}
