import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useStartRide } from "../api/start-ride.ts";

/** The rider says their 4-digit PIN; the driver enters it here to start the trip. */
export function StartWithPin({ rideId }: { rideId: string }) {
  const id = useId();
  const start = useStartRide();
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);

  const startTrip = () => {
    if (!/^\d{4}$/.test(pin)) {
      setPinError("Enter the rider's 4-digit PIN");
      return;
    }
    setPinError(null);
    start.mutate(
      { rideId, pin },
      {
        onSuccess: () => toast.success("Trip started"),
        onError: (e) => {
          setPinError(errorMessage(e));
          toast.error(errorMessage(e));
        },
      },
    );
  };

  return (
    <div>
      <label htmlFor={`${id}-pin`} className="mb-1 block text-sm font-semibold text-ink">
        Rider's PIN
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-pin`}
          className="input min-w-0 flex-1 text-center font-display text-xl tracking-[0.5em]"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          placeholder="0000"
          value={pin}
          aria-invalid={Boolean(pinError)}
          aria-describedby={pinError ? `${id}-pin-error` : undefined}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, "").slice(0, 4))}
          onKeyDown={(e) => {
            if (e.key === "Enter") startTrip();
          }}
        />
        <button type="button" className="btn-primary shrink-0" disabled={start.isPending} onClick={startTrip}>
          {start.isPending ? <Spinner className="size-4" /> : null}
          Start trip
        </button>
      </div>
      {pinError ? (
        <p id={`${id}-pin-error`} className="field-error">
          {pinError}
        </p>
      ) : null}
    </div>
  );
}
