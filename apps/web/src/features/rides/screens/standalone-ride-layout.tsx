import { Link, Navigate, Outlet } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useSocketLifecycle } from "../../../lib/socket.ts";
import { Logo } from "../../auth/index.ts";
import { RequireUser } from "../../dashboard/index.ts";
import { RideMapArea } from "../map/ride-map-area.tsx";

/** /Bidder, /Luggage, /LookingFor, /Cancelled, /DriverCall: the same screens, full screen, for a signed-in rider. */
export default function StandaloneRideLayout() {
  useSocketLifecycle();
  return (
    <RequireUser>
      {(user) =>
        user.role === "passenger" ? (
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
        ) : (
          <Navigate to={paths.dashboard} replace />
        )
      }
    </RequireUser>
  );
}
