import { Link, Outlet } from "react-router";
import { Logo } from "../../../components/logo.tsx";
import { paths } from "../../../config/paths.ts";
import { useSocketLifecycle } from "../../../lib/socket.ts";
import { RideMapArea } from "../map/ride-map-area.tsx";

/**
 * /Bidder, /Luggage, /LookingFor, /Cancelled, /DriverCall: the same screens, full screen, for a signed-in
 * rider (the router lets only riders in).
 */
export default function StandaloneRideLayout() {
  useSocketLifecycle();
  return (
    <div className="flex h-dvh flex-col bg-surface">
      <header className="relative z-20 flex h-14 shrink-0 items-center justify-between border-b border-line bg-white px-3">
        <Logo compact />
        <Link
          to={paths.dashboard}
          className="inline-flex min-h-11 items-center px-3 font-semibold text-brand-700"
        >
          Dashboard
        </Link>
      </header>
      <main className="flex min-h-0 flex-1">
        <RideMapArea>
          <Outlet />
        </RideMapArea>
      </main>
    </div>
  );
}
