import type { PublicUser } from "@campusgo/domain";
import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/page-spinner.tsx";
import { RequireUser } from "./components/require-user.tsx";
import { PassengerLayout } from "./passenger-layout.tsx";

const DriverDashboardShell = lazy(() => import("../driver-dashboard/driver-dashboard-shell.tsx"));

/** /dashboard by the role of the server's user (SPEC 2.1, 6). */
export default function DashboardRoute() {
  return <RequireUser>{(user) => <RoleView user={user} />}</RequireUser>;
}

function RoleView({ user }: { user: PublicUser }) {
  switch (user.role) {
    case "passenger":
      return <PassengerLayout user={user} />;
    case "driver":
      return (
        <Suspense fallback={<PageSpinner />}>
          <DriverDashboardShell user={user} />
        </Suspense>
      );
    case "admin":
      return <Navigate to="/admin" replace />;
    default:
      return <Navigate to="/login" replace />;
  }
}
