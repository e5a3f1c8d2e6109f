import type { PublicUser } from "@campusgo/domain";
import { useState } from "react";
import { Outlet } from "react-router";
import { useNotifications } from "./api/get-notifications.ts";
import { BottomNavItems } from "./components/nav-items.tsx";
import { NotificationsDialog } from "./components/notifications-dialog.tsx";
import { TopBar } from "./components/top-bar.tsx";

/** The passenger's dashboard frame: top bar, the screen, and a bottom bar on small screens. */
export function PassengerLayout({ user }: { user: PublicUser }) {
  const notifications = useNotifications();
  const [showNotifications, setShowNotifications] = useState(false);
  const unread = notifications.data?.unread;
  const open = () => setShowNotifications(true);

  return (
    <div className="flex h-dvh flex-col bg-surface">
      <TopBar user={user} unread={unread} onNotifications={open} />
      <main className="relative min-h-0 flex-1 overflow-y-auto">
        <Outlet />
      </main>
      <nav
        aria-label="Main"
        className="relative z-20 flex shrink-0 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <BottomNavItems onNotifications={open} unread={unread} />
      </nav>
      <NotificationsDialog
        open={showNotifications}
        onClose={() => setShowNotifications(false)}
        items={notifications.data?.data ?? []}
      />
    </div>
  );
}
