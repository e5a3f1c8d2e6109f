import type { PublicUser } from "@campusgo/domain";
import { Outlet, useLocation } from "react-router";
import { isLiveRide } from "../rides/index.ts";
import { useNotifications } from "./api/get-notifications.ts";
import type { NotificationItem } from "./api/notification-types.ts";
import { ActiveRideBar } from "./components/active-ride-bar.tsx";
import { BottomNavItems } from "./components/nav-items.tsx";
import { NotificationsDialog } from "./components/notifications-dialog.tsx";
import { TopBar } from "./components/top-bar.tsx";
import { useLiveActiveRide } from "./hooks/use-live-active-ride.ts";
import { useNotificationsPanel } from "./hooks/use-notifications-panel.ts";
import { useRideTypeParam } from "./hooks/use-ride-type-param.ts";
import { isOffersPath, isRideFlowPath } from "./lib/ride-screens.ts";

/** Notices about the live ride itself, which its own screens show as they happen. */
const LIVE_RIDE_NOTICES: ReadonlySet<string> = new Set([
  "ride.accepted",
  "ride.arrived",
  "ride.started",
  "ride.waiting",
  "ride.returning",
  "ride.completed",
  "ride.ended_away",
  "ride.cancelled",
  "ride.expired",
]);

/**
 * The passenger's dashboard frame: top bar, the active ride bar (outside the ride's own screens), the
 * screen, and a bottom bar on small screens.
 */
export function PassengerLayout({ user }: { user: PublicUser }) {
  const { pathname } = useLocation();
  // A rider has one live ride at most: what happens to it while its screens are open is on screen already
  // (an offer still gets its toast, to catch the eye). Notices of bookings ahead are news wherever the rider is.
  const onScreen = (item: NotificationItem) =>
    (item.kind === "ride.offer" && isOffersPath(pathname)) ||
    (LIVE_RIDE_NOTICES.has(item.kind) && isRideFlowPath(pathname));
  const notifications = useNotifications((item) => item.kind === "ride.offer" || !onScreen(item), onScreen);
  const unread = notifications.data?.unread;
  const panel = useNotificationsPanel(unread);
  const active = useLiveActiveRide();
  const ride = active.data;
  useRideTypeParam(active.isFetched && !(ride && isLiveRide(ride.status)));

  return (
    <div className="flex h-dvh flex-col bg-surface">
      <TopBar user={user} unread={unread} onNotifications={panel.show} />
      {isRideFlowPath(pathname) ? null : <ActiveRideBar ride={ride} />}
      <main className="relative min-h-0 flex-1 overflow-y-auto">
        <Outlet />
      </main>
      <nav
        aria-label="Main"
        className="relative z-20 flex shrink-0 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <BottomNavItems onNotifications={panel.show} unread={unread} />
      </nav>
      <NotificationsDialog open={panel.open} onClose={panel.close} items={notifications.data?.data ?? []} />
    </div>
  );
}
