import { type ReactNode, useEffect, useRef } from "react";
import { BOTTOM_BAR_VARIABLE, reserveAboveFor } from "../../../lib/toast-placement.ts";
import { BottomNavItems } from "./nav-items.tsx";
import { TopBar } from "./top-bar.tsx";

interface PassengerFrameProps {
  /** The right of the top bar: the bell and the profile menu. */
  actions: ReactNode;
  /** A bar under the top bar (the active ride), if any. */
  banner?: ReactNode;
  onNotifications: () => void;
  unread?: number | undefined;
  /** The screen. */
  children: ReactNode;
}

/**
 * The passenger dashboard's frame: the top bar, a banner, the screen, and a bottom bar on small screens. The
 * dashboard's HTML draws the same frame before any script (first-view.tsx), so nothing moves when the app
 * takes over.
 */
export function PassengerFrame({ actions, banner, onNotifications, unread, children }: PassengerFrameProps) {
  const bottomBar = useRef<HTMLElement>(null);
  // Toasts open above the bottom bar while it shows (a phone).
  useEffect(
    () => (bottomBar.current ? reserveAboveFor(bottomBar.current, BOTTOM_BAR_VARIABLE) : undefined),
    [],
  );
  return (
    <div className="flex h-dvh flex-col bg-surface">
      <TopBar>{actions}</TopBar>
      {banner}
      <main className="relative min-h-0 flex-1 overflow-y-auto">{children}</main>
      <nav
        ref={bottomBar}
        aria-label="Main"
        className="relative z-20 flex shrink-0 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <BottomNavItems onNotifications={onNotifications} unread={unread} />
      </nav>
    </div>
  );
}
