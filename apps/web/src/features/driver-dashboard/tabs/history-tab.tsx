import type { ReactNode } from "react";
import { ClockIcon } from "../../../components/app-icons.tsx";
import { DeliveryHistoryRow, deliveryMatches, useDeliveryHistory } from "../../driver-deliveries/index.ts";
import { NoResults, RideHistoryRow, rideMatches, useDriverHistory } from "../../driver-rides/index.ts";
import { EmptyList } from "../components/empty-list.tsx";
import type { DriverTabProps } from "./tab-props.ts";

interface Entry {
  key: string;
  at: string;
  row: ReactNode;
}

/** The History tab: the driver's completed and cancelled rides and the deliveries they carried, newest first. */
export function HistoryTab({ search }: DriverTabProps) {
  const rides = useDriverHistory();
  const deliveries = useDeliveryHistory();
  if (rides.isPending || deliveries.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Loading history">
        <div className="h-20 animate-pulse rounded-2xl bg-white" />
        <div className="h-20 animate-pulse rounded-2xl bg-white" />
      </div>
    );
  }
  if (rides.isError || deliveries.isError) {
    return (
      <p className="rounded-2xl bg-white p-4 text-danger">
        Your history could not be loaded. Please try again.
      </p>
    );
  }
  if (rides.data.length === 0 && deliveries.data.length === 0) {
    return (
      <EmptyList
        icon={<ClockIcon className="size-7" />}
        title="No History Found"
        text="Rides you complete or cancel and packages you carry are listed here."
      />
    );
  }
  const entries: Entry[] = [
    ...rides.data
      .filter((ride) => rideMatches(ride, search))
      .map((ride) => ({ key: ride.id, at: ride.updatedAt, row: <RideHistoryRow ride={ride} /> })),
    ...deliveries.data
      .filter((delivery) => deliveryMatches(delivery, search))
      .map((delivery) => ({
        key: delivery.id,
        at: delivery.updatedAt,
        row: <DeliveryHistoryRow delivery={delivery} />,
      })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (entries.length === 0) return <NoResults search={search} />;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white">
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-center gap-3 px-4 py-3 sm:px-5">
          {entry.row}
        </li>
      ))}
    </ul>
  );
}
