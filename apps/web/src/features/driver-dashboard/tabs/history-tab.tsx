import { ClockIcon } from "../../../components/app-icons.tsx";
import { HistoryList } from "../../driver-rides/index.ts";
import { EmptyList } from "../components/empty-list.tsx";
import type { DriverTabProps } from "./tab-props.ts";

/** The History tab: the driver's completed and cancelled rides. */
export function HistoryTab({ search }: DriverTabProps) {
  return (
    <HistoryList
      search={search}
      empty={
        <EmptyList
          icon={<ClockIcon className="size-7" />}
          title="No History Found"
          text="Rides you complete or cancel are listed here."
        />
      }
    />
  );
}
