import { useState } from "react";
import { ShieldCheckIcon } from "../../../components/icons.tsx";
import { ShareTripDialog } from "./share-trip-dialog.tsx";

/** "Share my trip" on the rider's live ride screen: opens the dialog with the ride's link. */
export function ShareTripButton({ rideId, className = "" }: { rideId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn-outline w-full py-2 text-sm ${className}`}
        onClick={() => setOpen(true)}
      >
        <ShieldCheckIcon className="size-5" />
        Share my trip
      </button>
      <ShareTripDialog rideId={rideId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
