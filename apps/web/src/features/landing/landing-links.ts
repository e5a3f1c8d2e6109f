import { dashboardPaths } from "../../config/paths.ts";

/** Anchors of the landing sections that navigation points at. */
export const FEATURES_SECTION_ID = "features";

/** The drawer of the small-screen menu. */
export const MOBILE_MENU_ID = "mobile-menu";

/**
 * Where "report the driver" leads: My Bookings' completed trips, to pick the trip and report its driver there
 * (through the login first when signed out).
 */
export const REPORT_DRIVER_PATH = `${dashboardPaths.myBookings}?tab=completed&report=driver`;

/** Where the way-billing card's "Send a package" leads (through the login first when signed out). */
export const SEND_PACKAGE_PATH = dashboardPaths.sendPackage;

/** What "Download the App" says while there is no app to install. */
export const APP_COMING_SOON = "App coming soon";
