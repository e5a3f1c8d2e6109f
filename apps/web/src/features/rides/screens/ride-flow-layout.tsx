import { Outlet } from "react-router";
import { useSocketLifecycle } from "../../../lib/socket.ts";
import { RideMapArea } from "../map/ride-map-area.tsx";

/**
 * The passenger's ride screens under /dashboard: the live map fills the dashboard's main area and stays
 * mounted while the rider moves through the flow; each step is a sheet over it. The router lets only riders in.
 */
export default function RideFlowLayout() {
  useSocketLifecycle();
  return (
    <RideMapArea>
      <Outlet />
    </RideMapArea>
  );
}
