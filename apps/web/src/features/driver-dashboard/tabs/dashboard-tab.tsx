import { ActiveDeliveryPanel, useDeliveryRequestCards } from "../../driver-deliveries/index.ts";
import {
  ActiveRidePanel,
  AlertsPrompt,
  BookedRides,
  LocationStatus,
  OpenRequests,
} from "../../driver-rides/index.ts";
import { KycStatusCard } from "../../kyc/index.ts";
import { SummaryCards } from "../components/summary-cards.tsx";
import type { DriverTabProps } from "./tab-props.ts";

/**
 * The Dashboard tab: the ride or delivery under way, rides booked ahead (to confirm near the time), the open ride and parcel requests (to offer on without leaving the tab), the
 * verification card, the online state and the driver's summary cards (money from the ledger, as on Earning).
 */
export function DashboardTab({ online }: DriverTabProps) {
  const parcels = useDeliveryRequestCards(online);
  return (
    <div className="flex flex-col gap-5">
      {/* What needs the driver now comes first: the ride under way and the requests waiting for an offer. */}
      <ActiveRidePanel />
      <ActiveDeliveryPanel />
      <BookedRides />
      <OpenRequests online={online} others={parcels} />
      <KycStatusCard />
      <div
        className={`rounded-3xl p-5 ${online ? "bg-brand-700 text-white" : "bg-keke-100 text-ink"}`}
        role="status"
      >
        <p className="font-display text-lg font-bold">{online ? "You're online" : "You're offline"}</p>
        <p className={online ? "text-brand-100" : "text-ink-muted"}>
          {online
            ? "Ride requests from riders near you will show up under Request."
            : "Switch to Online when you are ready to receive ride requests."}
        </p>
      </div>
      {online ? <AlertsPrompt /> : null}
      {online ? <LocationStatus /> : null}
      <SummaryCards />
    </div>
  );
}
