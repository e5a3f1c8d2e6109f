import { formatNaira, PARCEL_SIZE_LABELS } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Delivery, deliveries } from "../../db/schema/index.ts";
import type { OfferKind } from "../offers/kinds.ts";
import { chargeBeforeTrip } from "../payments/charges.ts";
import { notifyUser } from "../rides/events.ts";
import { driverRange } from "../rides/prices.ts";
import { toOfferView } from "../rides/view.ts";
import { findDelivery } from "./repo.ts";
import { type DeliveryChange, transitionDelivery } from "./transition.ts";

async function lockDelivery(tx: Db, id: string, mode: "update" | "share") {
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for(mode).limit(1);
  return row;
}

const firstName = (fullName: string | undefined) => fullName?.split(/\s+/)[0] ?? "A driver";

/**
 * Deliveries as offers see them: drivers offer on a searching delivery within the band around the sender's offer;
 * the sender accepts one and the delivery becomes that driver's job (its codes were issued at booking).
 */
export const deliveryOfferKind: OfferKind<Delivery, DeliveryChange> = {
  kind: "delivery",
  find: findDelivery,
  lock: lockDelivery,
  target: (deps, d) => ({
    id: d.id,
    bookerId: d.senderId,
    searching: d.status === "searching",
    pickup: { lat: d.pickupLat, lon: d.pickupLon },
    // A driver's time to the pickup at keke speed, whatever carries it.
    rideType: 1,
    band: driverRange(deps, d),
    bookersOfferKobo: d.offerKobo,
    autoAcceptKobo: null,
  }),
  reservesAhead: () => false,
  // The delivery is the driver's, and its price is due from the sender before the pickup, in one transaction.
  async assign(tx, _deps, locked, offer, by, now) {
    const change = await transitionDelivery(tx, locked, {
      event: "accept",
      actor: by.actor === "rider" ? "sender" : by.actor,
      ...(by.actorId ? { actorId: by.actorId } : {}),
      patch: {
        driverId: offer.driverId,
        acceptedOfferId: offer.id,
        amountKobo: offer.amountKobo,
        agreedKobo: offer.amountKobo,
      },
      payload: { offerId: offer.id, settledOfferIds: by.settledOfferIds },
      at: now,
    });
    if (change) {
      await chargeBeforeTrip(tx, {
        tripId: locked.id,
        payerId: locked.senderId,
        driverId: offer.driverId,
        amountKobo: offer.amountKobo,
      });
    }
    return change;
  },
  publish: (deps, change) => deps.trips.publish(change),
  async offered(deps, d, offer, people) {
    const view = toOfferView(offer, people);
    deps.hub.toUser(d.senderId, "delivery:offer", { offer: view });
    deps.hub.toUser(offer.driverId, "offer:updated", { offer: view });
    await notifyUser(deps, d.senderId, {
      kind: "delivery.offer",
      title: "New offer",
      body: `${firstName(people.get(offer.driverId)?.user.fullName)} offered ${formatNaira(offer.amountKobo)} to carry your ${PARCEL_SIZE_LABELS[d.size].name.toLowerCase()} parcel to ${d.dropoffName}.`,
      link: `/dashboard/deliveries/${d.id}`,
    });
  },
};
