import { WalletIcon } from "../../../components/app-icons.tsx";
import { EarningsPanel } from "../../driver-rides/index.ts";
import { EmptyList } from "../components/empty-list.tsx";
import type { DriverTabProps } from "./tab-props.ts";

/** The Earning tab: what the driver earned per ride, today and this week; the search finds rides by place. */
export function EarningTab({ search }: DriverTabProps) {
  return (
    <EarningsPanel
      search={search}
      empty={
        <EmptyList
          icon={<WalletIcon className="size-7" />}
          title="No Earning Found"
          text="Your earnings from completed rides show up here."
        />
      }
    />
  );
}
