import { dashboardPaths } from "../../../config/paths.ts";

/** The ride flow's steps under /dashboard, where the ride itself is on screen (no active ride bar there). */
const RIDE_FLOW_PATHS: readonly string[] = [
  dashboardPaths.setRoutes,
  dashboardPaths.luggage,
  dashboardPaths.pickRide,
  dashboardPaths.lookingFor,
  dashboardPaths.bidder,
  dashboardPaths.driverCall,
  dashboardPaths.cancelled,
];

const normal = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, "");

export const isRideFlowPath = (pathname: string): boolean => RIDE_FLOW_PATHS.includes(normal(pathname));

/** The screens that show a searching ride's offers as they come (looking for a driver, the offers). */
export const isOffersPath = (pathname: string): boolean =>
  [dashboardPaths.lookingFor, dashboardPaths.bidder].includes(
    normal(pathname) as typeof dashboardPaths.lookingFor,
  );

/** A delivery's own screen (/dashboard/deliveries/:id), where it is on screen (no active delivery bar there). */
export const isDeliveryPath = (pathname: string): boolean =>
  normal(pathname).startsWith(dashboardPaths.delivery.replace(":deliveryId", ""));
