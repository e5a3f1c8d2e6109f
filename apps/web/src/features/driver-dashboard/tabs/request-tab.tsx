import { InboxIcon } from "../../../components/app-icons.tsx";
import { ActiveDeliveryPanel, useDeliveryRequestCards } from "../../driver-deliveries/index.ts";
import { ActiveRidePanel, AlertsPrompt, LocationStatus, RequestList } from "../../driver-rides/index.ts";
import { DriverShuttlePanel } from "../../driver-shuttle/index.ts";
import { EmptyList } from "../components/empty-list.tsx";
import type { DriverTabProps } from "./tab-props.ts";

/**
 * The Request tab: the ride or delivery under way, the shuttle run (or the lines the driver may run), then the live
 * ride and parcel requests sent to the driver.
 */
export function RequestTab({ online, search }: DriverTabProps) {
  const parcels = useDeliveryRequestCards(online, search);
  return (
    <div className="flex flex-col gap-4">
      <ActiveRidePanel />
      <ActiveDeliveryPanel />
      <DriverShuttlePanel online={online} />
      {online ? <LocationStatus /> : null}
      {online ? <AlertsPrompt /> : null}
      <RequestList
        online={online}
        search={search}
        others={parcels}
        empty={
          <EmptyList
            icon={<InboxIcon className="size-7" />}
            title="No Request Found"
            text={
              online
                ? "New ride requests near you appear here while you are online."
                : "Switch to Online to receive ride requests near you."
            }
          />
        }
      />
    </div>
  );
}
