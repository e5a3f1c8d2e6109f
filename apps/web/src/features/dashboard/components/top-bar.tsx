import type { PublicUser } from "@campusgo/domain";
import { Logo } from "../../../components/logo.tsx";
import { TopNavItems } from "./nav-items.tsx";
import { NotificationBell } from "./notification-bell.tsx";
import { ProfileMenu } from "./profile-menu.tsx";

interface TopBarProps {
  user: PublicUser;
  unread: number | undefined;
  onNotifications: () => void;
}

/** The passenger top bar: logo, Home, My Bookings, Bus, the bell and the profile menu. */
export function TopBar({ user, unread, onNotifications }: TopBarProps) {
  return (
    <header className="relative z-20 flex h-16 shrink-0 items-center gap-2 border-b border-line bg-white px-3 sm:px-6">
      <Logo />
      <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
        <TopNavItems />
      </nav>
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell unread={unread} onOpen={onNotifications} />
        <ProfileMenu user={user} />
      </div>
    </header>
  );
}
