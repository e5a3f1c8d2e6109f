import type { ReactNode } from "react";
import { Logo } from "../../../components/logo.tsx";
import { TopNavItems } from "./nav-items.tsx";

/** The passenger top bar: logo, Home, My Bookings, Bus, and on the right `children` (the bell, the profile menu). */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <header className="relative z-20 flex h-16 shrink-0 items-center gap-2 border-b border-line bg-white px-3 sm:px-6">
      <Logo />
      <nav aria-label="Main" className="ml-6 hidden items-center gap-1 md:flex">
        <TopNavItems />
      </nav>
      <div className="ml-auto flex items-center gap-1">{children}</div>
    </header>
  );
}
