import type { PublicUser } from "@campusgo/domain";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { fetchCurrentUser } from "../../lib/current-user.ts";
import { useSocketEvent } from "../../lib/socket.ts";
import { markTrip } from "../../lib/trip-marker.ts";
import { ActiveDeliveryBar, useLiveActiveDeliveries } from "../deliveries/index.ts";
import { isLiveRide } from "../rides/index.ts";
import { useNotifications } from "./api/get-notifications.ts";
import type { NotificationItem } from "./api/notification-types.ts";
import { ActiveRideBar } from "./components/active-ride-bar.tsx";
import { NotificationBell } from "./components/notification-bell.tsx";
import { NotificationsDialog } from "./components/notifications-dialog.tsx";
import { PassengerFrame } from "./components/passenger-frame.tsx";
import { ProfileMenu } from "./components/profile-menu.tsx";
import { SuspendedBanner } from "./components/suspended-banner.tsx";
import { useLiveActiveRide } from "./hooks/use-live-active-ride.ts";
import { useNotificationsPanel } from "./hooks/use-notifications-panel.ts";
import { useRideTypeParam } from "./hooks/use-ride-type-param.ts";
import { isDeliveryPath, isOffersPath, isRideFlowPath } from "./lib/ride-screens.ts";

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

/** The notices of a suspension and of its end. */
const ACCOUNT_NOTICES: ReadonlySet<string> = new Set(["account.suspended", "account.reinstated"]);

/**
 * The passenger's dashboard: the frame with the bell and the profile menu, the active ride bar and the active
 * delivery bar (each outside its own screens) and the screen.
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
  const deliveries = useLiveActiveDeliveries();
  const live = Boolean(ride && isLiveRide(ride.status));
  const sending = (deliveries.data?.length ?? 0) > 0;
  useRideTypeParam(active.isFetched && !live);
  // A suspension or its end, live: the account is read again, so the notice at the top shows or goes.
  useSocketEvent("notification", ({ notification }) => {
    if (ACCOUNT_NOTICES.has(notification.kind)) void fetchCurrentUser();
  });
  // Reopened from the landing page (the installed app starts there), the app comes back to this ride.
  useEffect(() => {
    if (live || sending) markTrip(user.id);
  }, [live, sending, user.id]);

  return (
    <PassengerFrame
      actions={
        <>
          <NotificationBell unread={unread} onOpen={panel.show} />
          <ProfileMenu user={user} />
          <NotificationsDialog
            open={panel.open}
            onClose={panel.close}
            items={notifications.data?.data ?? []}
          />
        </>
      }
      banner={
        <>
          {user.suspension ? <SuspendedBanner suspension={user.suspension} /> : null}
          {isRideFlowPath(pathname) ? null : <ActiveRideBar ride={ride} />}
          {isDeliveryPath(pathname) ? null : <ActiveDeliveryBar deliveries={deliveries.data} />}
        </>
      }
      onNotifications={panel.show}
      unread={unread}
    >
      <Outlet />
    </PassengerFrame>
  );
}
