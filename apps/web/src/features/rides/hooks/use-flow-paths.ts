import { useLocation } from "react-router";
import { dashboardPaths, paths } from "../../../config/paths.ts";
import type { Ride } from "../api/types.ts";
import { RIDER_SCREEN_BY_STATUS, type RiderScreen } from "../lib/rider-screens.ts";

export interface FlowPaths {
  home: string;
  pickRide: string;
  setRoutes: string;
  luggage: string;
  lookingFor: string;
  bidder: string;
  cancelled: string;
  driverCall: string;
  myBookings: string;
}

const nested: FlowPaths = {
  home: paths.dashboard,
  pickRide: dashboardPaths.pickRide,
  setRoutes: dashboardPaths.setRoutes,
  luggage: dashboardPaths.luggage,
  lookingFor: dashboardPaths.lookingFor,
  bidder: dashboardPaths.bidder,
  cancelled: dashboardPaths.cancelled,
  driverCall: dashboardPaths.driverCall,
  myBookings: dashboardPaths.myBookings,
};

const standalone: FlowPaths = {
  ...nested,
  luggage: paths.luggage,
  lookingFor: paths.lookingFor,
  bidder: paths.bidder,
  cancelled: paths.cancelled,
  driverCall: paths.driverCall,
};

/** Where each step of the flow lives: under /dashboard, or on the stand-alone routes (/Bidder, ...). */
export function useFlowPaths(): FlowPaths {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith(paths.dashboard) ? nested : standalone;
}

/** A flow path for one ride: /dashboard/bidder?ride=<id>. */
export const withRide = (path: string, rideId: string) => `${path}?ride=${encodeURIComponent(rideId)}`;

/** The path of one of the rider's ride screens for a ride (my bookings lists them all, so it takes none). */
export const riderScreenPath = (screen: RiderScreen, rideId: string, flow: FlowPaths) =>
  screen === "myBookings" ? flow.myBookings : withRide(flow[screen], rideId);

/** The screen a ride under way shows on now (looking for a driver, or the driver's screen), under /dashboard. */
export const liveRidePath = (ride: Pick<Ride, "id" | "status">, flow: FlowPaths = nested) =>
  riderScreenPath(RIDER_SCREEN_BY_STATUS[ride.status] ?? "driverCall", ride.id, flow);
