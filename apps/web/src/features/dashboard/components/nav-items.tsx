import { NavLink } from "react-router";
import { BellIcon, BusIcon, HomeIcon, TicketIcon } from "../../../components/app-icons.tsx";
import { dashboardPaths, paths } from "../../../config/paths.ts";

/** Home, My Bookings and Bus (the campus shuttle lines, live), for the wide top bar. */
export function TopNavItems() {
  const base = "inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold transition";
  const tone = ({ isActive }: { isActive: boolean }) =>
    `${base} ${isActive ? "bg-brand-50 text-brand-800" : "text-ink-muted hover:bg-surface hover:text-ink"}`;
  return (
    <>
      <NavLink to={paths.dashboard} end className={tone}>
        <HomeIcon />
        Home
      </NavLink>
      <NavLink to={dashboardPaths.myBookings} className={tone}>
        <TicketIcon />
        My Bookings
      </NavLink>
      <NavLink to={dashboardPaths.shuttle} className={tone}>
        <BusIcon />
        Bus
      </NavLink>
    </>
  );
}

/** The same items plus Notification, as a bottom bar on small screens. */
export function BottomNavItems({
  onNotifications,
  unread,
}: {
  onNotifications: () => void;
  unread?: number;
}) {
  const base = "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold";
  const tone = ({ isActive }: { isActive: boolean }) =>
    `${base} ${isActive ? "text-brand-700" : "text-ink-muted"}`;
  return (
    <>
      <NavLink to={paths.dashboard} end className={tone}>
        <HomeIcon className="size-6" />
        Home
      </NavLink>
      <NavLink to={dashboardPaths.myBookings} className={tone}>
        <TicketIcon className="size-6" />
        My Bookings
      </NavLink>
      <NavLink to={dashboardPaths.shuttle} className={tone}>
        <BusIcon className="size-6" />
        Bus
      </NavLink>
      <button type="button" onClick={onNotifications} className={`${base} relative text-ink-muted`}>
        <span className="relative">
          <BellIcon className="size-6" />
          {unread ? (
            <span className="absolute -top-1 -right-2 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-none text-white">
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </span>
        Notification
      </button>
    </>
  );
}
