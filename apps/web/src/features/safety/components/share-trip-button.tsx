import { useState } from "react";
import { ShieldCheckIcon } from "../../../components/icons.tsx";
import type { SharedTrip } from "../api/share-trip.ts";
import { ShareTripDialog } from "./share-trip-dialog.tsx";

/** The trip shared: a ride (by its rider) or a delivery (by its sender). */
type ShareTarget = { rideId: string; deliveryId?: never } | { deliveryId: string; rideId?: never };

/**
 * "Share my trip" on the rider's live ride screen and the sender's live delivery screen: opens the dialog with
 * the trip's link.
 */
export function ShareTripButton({ className = "", ...target }: ShareTarget & { className?: string }) {
  const [open, setOpen] = useState(false);
  const trip: SharedTrip = target.rideId
    ? { kind: "ride", id: target.rideId }
    : { kind: "delivery", id: target.deliveryId ?? "" };
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
      <ShareTripDialog trip={trip} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
