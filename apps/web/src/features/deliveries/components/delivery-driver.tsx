import { DriverCard } from "../../rides/index.ts";
import type { Delivery } from "../api/types.ts";
import { driverWhere } from "../lib/delivery-headline.ts";
import { hasDriver } from "../lib/delivery-status.ts";

/** The assigned driver: picture, name, rating, vehicle and plate, the agreed price, where they are, a call. */
export function DeliveryDriver({ delivery }: { delivery: Delivery }) {
  const { driver } = delivery;
  if (!driver) return null;
  const phone = hasDriver(delivery.status) ? driver.phoneNumber : null;
  const first = driver.fullName.split(/\s+/)[0] ?? driver.fullName;
  return (
    <div>
      <DriverCard
        driver={driver}
        amountKobo={delivery.agreedKobo ?? delivery.amountKobo ?? delivery.offerKobo}
        distance={driverWhere(delivery)}
      />
      {phone ? (
        <a href={`tel:${phone}`} className="btn-outline mt-2 w-full" aria-label={`Call ${driver.fullName}`}>
          Call {first}
        </a>
      ) : null}
    </div>
  );
}
