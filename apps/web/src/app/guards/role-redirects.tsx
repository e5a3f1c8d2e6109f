import type { PublicUser } from "@campusgo/domain";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/spinner.tsx";
import { dashboardPaths, driverHistoryPath, paths } from "../../config/paths.ts";
import { PassengerLayout } from "../../features/dashboard/index.ts";
import { isLeaving } from "../../lib/current-user.ts";
import { loginPathFor } from "../../lib/next-path.ts";
import { useSessionUser } from "../../lib/session.ts";
import { SignedInUserProvider } from "../../lib/signed-in-user.tsx";

/** Waits for the server's answer about the session, then renders what `by` chooses for the user (or none). */
function ByUser({ by }: { by: (user: PublicUser | null) => React.ReactNode }) {
  const { user, checking } = useSessionUser();
  if (checking || (!user && isLeaving())) return <PageSpinner />;
  return <>{by(user)}</>;
}

/** /mainpage: the right home: the dashboard for riders and drivers, the admin area, or the landing page. */
export function MainpageRedirect() {
  return (
    <ByUser
      by={(user) => (
        <Navigate to={!user ? paths.home : user.role === "admin" ? paths.admin : paths.dashboard} replace />
      )}
    />
  );
}

/** /rides: a rider's bookings, a driver's ride history; signed out, the login page, then back here. */
export function RidesRedirect() {
  return (
    <ByUser
      by={(user) => {
        if (!user) return <Navigate to={loginPathFor(paths.rides)} replace />;
        if (user.role === "passenger") return <Navigate to={dashboardPaths.myBookings} replace />;
        if (user.role === "driver") return <Navigate to={driverHistoryPath} replace />;
        return <Navigate to={paths.admin} replace />;
      }}
    />
  );
}

/**
 * A rider's screen outside /dashboard in the rider's frame (top bar, active ride bar, bottom bar): signed out,
 * the login page comes first and comes back to `path`; other roles go to their own home.
 */
export function RiderFrame({ path }: { path: string }) {
  return (
    <ByUser
      by={(user) => {
        if (!user) return <Navigate to={loginPathFor(path)} replace />;
        if (user.role === "admin") return <Navigate to={paths.admin} replace />;
        if (user.role !== "passenger") return <Navigate to={paths.dashboard} replace />;
        return (
          <SignedInUserProvider value={user}>
            <PassengerLayout user={user} />
          </SignedInUserProvider>
        );
      }}
    />
  );
}

/** /drivers in the rider's frame. */
export function DriversFrame() {
  return <RiderFrame path={paths.drivers} />;
}
