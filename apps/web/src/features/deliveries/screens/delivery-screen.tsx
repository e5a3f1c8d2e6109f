import { useState } from "react";
import { Link, useParams } from "react-router";
import { dashboardPaths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { PickupPin, RideRoute, RideSheet, useMapPlaces } from "../../rides/index.ts";
import { ShareTripButton, SosButton, TripCheckPrompt } from "../../safety/index.ts";
import { NewMessageDialog } from "../../support/index.ts";
import { useDelivery } from "../api/get-delivery.ts";
import type { Delivery } from "../api/types.ts";
import { CancelDeliveryDialog } from "../components/cancel-delivery-dialog.tsx";
import { DeliveryDriver } from "../components/delivery-driver.tsx";
import { DeliveryOffers } from "../components/delivery-offers.tsx";
import { DeliveryPayment } from "../components/delivery-payment.tsx";
import { DeliveryReceipt } from "../components/delivery-receipt.tsx";
import { DeliveryStepsList } from "../components/delivery-steps-list.tsx";
import { FreeWait } from "../components/free-wait.tsx";
import { HandoverProofs } from "../components/handover-proofs.tsx";
import { ParcelDetails } from "../components/parcel-details.tsx";
import { RateDelivery } from "../components/rate-delivery.tsx";
import { RedirectDialog } from "../components/redirect-dialog.tsx";
import { SearchingPanel } from "../components/searching-panel.tsx";
import { ShareTracking } from "../components/share-tracking.tsx";
import { useDeliveryLive } from "../hooks/use-delivery-live.ts";
import { useDriverOnMap } from "../hooks/use-driver-on-map.ts";
import { DELIVERY_HEADLINES } from "../lib/delivery-headline.ts";
import {
  beforePickup,
  hasDriver,
  isCancellable,
  isRateable,
  isRedirectable,
} from "../lib/delivery-status.ts";

const TITLE = "Your delivery";

/**
 * /dashboard/deliveries/:deliveryId: one delivery as its sender follows it, live ("delivery:updated", and read
 * again on focus and reconnect): where it stands and its steps; while looking for a driver the search and the
 * drivers' offers; then the driver, paying before pickup, the pickup code, the tracking link, the driver on the
 * map while the package moves, the free wait and the return code at the drop-off, sending it elsewhere; the
 * proofs, the receipt and the rating once it has ended.
 */
export default function DeliveryScreen() {
  const { deliveryId = "" } = useParams();
  const delivery = useDelivery(deliveryId || null);
  useDeliveryLive(deliveryId || null);
  useMapPlaces(delivery.data?.pickup, delivery.data?.dropoff);
  useDriverOnMap(delivery.data);

  if (delivery.isPending) {
    return (
      <RideSheet title={TITLE} back={dashboardPaths.myBookings}>
        <div className="space-y-3" role="status" aria-label="Loading the delivery">
          <div className="h-16 animate-pulse rounded-2xl bg-surface" />
          <div className="h-24 animate-pulse rounded-2xl bg-surface" />
        </div>
      </RideSheet>
    );
  }
  if (delivery.isError) {
    const missing = delivery.error instanceof ApiError && delivery.error.status === 404;
    return (
      <RideSheet title={TITLE} back={dashboardPaths.myBookings}>
        <p className="text-ink-muted" role="alert">
          {missing ? "This delivery was not found." : "This delivery could not be loaded. Please try again."}
        </p>
        <Link to={dashboardPaths.myBookings} className="btn-primary mt-4 w-full">
          My Bookings
        </Link>
      </RideSheet>
    );
  }
  return <DeliverySheet delivery={delivery.data} />;
}

function DeliverySheet({ delivery: d }: { delivery: Delivery }) {
  const [cancelling, setCancelling] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [writing, setWriting] = useState(false);
  const owed = d.payment?.status === "owed";
  const looking = d.status === "searching" || d.status === "scheduled" || d.status === "expired";

  return (
    <>
      <RideSheet
        title={DELIVERY_HEADLINES[d.status]}
        subtitle={
          <span aria-live="polite" data-testid="delivery-status-line">
            {d.statusLine}
          </span>
        }
        back={dashboardPaths.myBookings}
        footer={
          isCancellable(d.status) ? (
            <button
              type="button"
              className="flex min-h-11 w-full items-center justify-center font-semibold text-danger underline"
              onClick={() => setCancelling(true)}
            >
              Cancel delivery
            </button>
          ) : isRedirectable(d.status) ? (
            <button type="button" className="btn-outline w-full" onClick={() => setRedirecting(true)}>
              Send it elsewhere
            </button>
          ) : undefined
        }
      >
        <div className="space-y-3">
          {owed ? <DeliveryPayment delivery={d} /> : null}
          {d.returnPayment?.status === "owed" ? <DeliveryPayment delivery={d} charge="return" /> : null}
          {looking ? <SearchingPanel delivery={d} /> : null}
          {d.status === "searching" ? <DeliveryOffers delivery={d} /> : null}
          <DeliveryDriver delivery={d} />
          {hasDriver(d.status) ? <SosButton kind="delivery" tripId={d.id} /> : null}
          {hasDriver(d.status) ? <ShareTripButton deliveryId={d.id} /> : null}
          {hasDriver(d.status) ? <TripCheckPrompt kind="delivery" tripId={d.id} /> : null}
          {isRateable(d.status) ? <RateDelivery delivery={d} /> : null}
          {d.pickupCode && beforePickup(d.status) ? (
            <PickupPin
              pin={d.pickupCode}
              label="Pickup code"
              hint="Give the driver this code with the package."
              testId="pickup-code"
            />
          ) : null}
          {d.returnCode ? (
            <PickupPin
              pin={d.returnCode}
              label="Return code"
              hint="Give the driver this code when the package is back with you."
              testId="return-code"
            />
          ) : null}
          {d.status === "at_dropoff" && d.freeWaitEndsAt ? (
            <FreeWait endsAt={d.freeWaitEndsAt} recipientName={d.recipient.name} />
          ) : null}
          <div className="rounded-2xl border border-line p-4">
            <RideRoute pickup={d.pickup} destination={d.dropoff} />
          </div>
          <DeliveryStepsList delivery={d} />
          <HandoverProofs proofs={d.proofs} />
          <DeliveryReceipt delivery={d} />
          {d.shareUrl ? <ShareTracking url={d.shareUrl} recipientName={d.recipient.name} /> : null}
          <ParcelDetails delivery={d} />
          {d.status === "cancelled" && d.cancelReason ? (
            <p className="text-sm text-ink-muted">
              {d.cancelledBy === "driver" ? "The driver cancelled" : "Cancelled"}: {d.cancelReason}.
            </p>
          ) : null}
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-center font-semibold text-brand-700 underline"
            onClick={() => setWriting(true)}
          >
            Contact support about this delivery
          </button>
          {d.status === "cancelled" || d.status === "expired" || isRateable(d.status) ? (
            <Link to={dashboardPaths.sendPackage} className="btn-outline w-full">
              Send another package
            </Link>
          ) : null}
        </div>
      </RideSheet>
      <CancelDeliveryDialog
        deliveryId={d.id}
        status={d.status}
        open={cancelling}
        onClose={() => setCancelling(false)}
      />
      <RedirectDialog delivery={d} open={redirecting} onClose={() => setRedirecting(false)} />
      <NewMessageDialog
        open={writing}
        onClose={() => setWriting(false)}
        trip={{ kind: "delivery", id: d.id, summary: `${d.pickup.name} to ${d.dropoff.name}` }}
      />
    </>
  );
}
