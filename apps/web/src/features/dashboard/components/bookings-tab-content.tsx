import { CheckIcon, ClockIcon, XCircleIcon } from "../../../components/app-icons.tsx";
import { BookingsList } from "../../bookings/index.ts";

export type BookingsTab = "upcoming" | "completed" | "cancelled";

const EMPTY = {
  upcoming: {
    icon: ClockIcon,
    title: "No upcoming rides",
    text: "Rides you book for later and packages on their way show up here.",
  },
  completed: {
    icon: CheckIcon,
    title: "No completed rides yet",
    text: "Your finished trips, delivered packages and receipts show up here.",
  },
  cancelled: {
    icon: XCircleIcon,
    title: "No cancelled rides",
    text: "Rides and deliveries that were cancelled show up here.",
  },
} as const;

/** The rides and deliveries of one bookings tab; an empty state until there are some. */
export function BookingsTabContent({ tab }: { tab: BookingsTab }) {
  return <BookingsList scope={tab} empty={<EmptyBookings tab={tab} />} />;
}

function EmptyBookings({ tab }: { tab: BookingsTab }) {
  const empty = EMPTY[tab];
  const Icon = empty.icon;
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7" />
      </span>
      <h2 className="mt-4 font-display text-lg font-bold text-ink">{empty.title}</h2>
      <p className="mt-1 max-w-xs text-ink-muted">{empty.text}</p>
    </div>
  );
}
