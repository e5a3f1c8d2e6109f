import { Navigate, Outlet } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useSocketLifecycle } from "../../../lib/socket.ts";
import { RideMapArea } from "../map/ride-map-area.tsx";

/**
 * The passenger's ride screens under /dashboard: the live map fills the dashboard's main area and stays
 * mounted while the rider moves through the flow; each step is a sheet over it.
 */
export default function RideFlowLayout() {
  const user = useCurrentUser();
  useSocketLifecycle();
  if (user && user.role !== "passenger") return <Navigate to="/dashboard" replace />;
  return (
    <RideMapArea>
      <Outlet />
    </RideMapArea>
  );
}
