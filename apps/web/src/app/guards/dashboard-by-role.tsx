import type { PublicUser } from "@campusgo/domain";
import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { PassengerLayout } from "../../features/dashboard/index.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { RequireUser } from "./require-user.tsx";

const DriverDashboardShell = lazy(() => import("../../features/driver-dashboard/index.ts"));

/** /dashboard by the role of the server's user (SPEC 2.1, 6). */
export function DashboardByRole() {
  return (
    <RequireUser>
      {(user) => {
        switch (user.role) {
          case "passenger":
            return <PassengerLayout user={user} />;
          case "driver":
            return <DriverDashboard user={user} />;
          case "admin":
            return <Navigate to={paths.admin} replace />;
          default:
            return <Navigate to={paths.login} replace />;
        }
      }}
    </RequireUser>
  );
}

/** A driver's /dashboard: the route table's title is the rider's home, so this one says its own. */
function DriverDashboard({ user }: { user: PublicUser }) {
  usePageTitle("Driver dashboard");
  return (
    <Suspense fallback={<PageSpinner />}>
      <DriverDashboardShell user={user} />
    </Suspense>
  );
}
