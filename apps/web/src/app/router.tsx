import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { PageSpinner } from "../components/spinner.tsx";
import { dashboardPaths, paths } from "../config/paths.ts";
import { registerAppNavigator } from "../lib/app-navigation.ts";
import { RootLayout } from "./root-layout.tsx";

/** A route whose screen is loaded on demand, so the landing page ships only its own code. */
const page = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** A guard of the routes under it (app/guards), loaded with them rather than with the landing page. */
const guard = (
  load: () => Promise<React.ComponentType>,
  children: RouteObject[],
  path?: string,
): RouteObject => ({
  ...(path === undefined ? {} : { path }),
  lazy: async () => ({ Component: await load() }),
  children,
});

const signedIn = () => import("./guards/route-guards.tsx").then((m) => m.SignedInRoute);
const passengersOnly = () => import("./guards/route-guards.tsx").then((m) => m.PassengerRoute);
const adminsOnly = () => import("./guards/route-guards.tsx").then((m) => m.AdminRoute);
const dashboardByRole = () => import("./guards/dashboard-by-role.tsx").then((m) => m.DashboardByRole);
const noLiveRide = () => import("./guards/no-live-ride.tsx").then((m) => m.NoLiveRideRoute);
const riderHome = () => import("./guards/rider-home.tsx").then((m) => m.RiderHomeRoute);
const roleRedirect = (name: "MainpageRedirect" | "RidesRedirect" | "DriversFrame") => () =>
  import("./guards/role-redirects.tsx").then((m) => m[name]);

/** The ride flow's screens, each a sheet over the rider's live map. */
const rideScreen = (
  path: string | null,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject =>
  path === null
    ? { index: true, lazy: async () => ({ Component: (await load()).default }) }
    : page(path, load);

/** A stand-alone route of the ride flow (/Bidder, ...): the same screen over the map, outside the dashboard. */
const standaloneRideScreen = (
  path: string,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  path,
  lazy: async () => ({
    Component: (await import("../features/rides/screens/standalone-ride-layout.tsx")).default,
  }),
  children: [rideScreen(null, load)],
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        // The landing page has its own small script when it is the first page (decision 17); inside the app
        // it loads on demand, so the other public pages do not carry it.
        path: paths.home,
        lazy: async () => ({ Component: (await import("../features/landing/landing-page.tsx")).LandingPage }),
      },
      {
        // Everything but the landing page needs data fetching and toasts: loaded on demand.
        lazy: async () => ({ Component: (await import("./app-layout.tsx")).AppLayout }),
        children: [
          page(paths.signupAs, () => import("../features/signup-as/signup-as-page.tsx")),
          page(paths.privacy, () => import("../features/legal/privacy-page.tsx")),
          page(paths.terms, () => import("../features/legal/terms-page.tsx")),
          page(paths.signup, () => import("../features/auth/passenger-signup-page.tsx")),
          page(paths.passengersSignup, () => import("../features/auth/passenger-signup-page.tsx")),
          page(paths.driverSignup, () => import("../features/auth/driver-signup-page.tsx")),
          page(paths.login, () => import("../features/auth/login-page.tsx")),
          page(paths.activate, () => import("../features/auth/activate-page.tsx")),
          page(paths.driverKyc, () => import("../features/kyc/driver-kyc-page.tsx")),
          page(paths.driVerify, () => import("../features/kyc/earlier/identity-verification-page.tsx")),
          page(paths.drivUpload, () => import("../features/kyc/earlier/address-verification-page.tsx")),
          page(paths.drivPlace, () => import("../features/kyc/earlier/operating-place-page.tsx")),
          page(paths.driVerifyAlt, () => import("../features/kyc/earlier/identity-verification-page.tsx")),
          page(paths.drivUploadAlt, () => import("../features/kyc/earlier/address-verification-page.tsx")),
          page(paths.drivPlaceAlt, () => import("../features/kyc/earlier/operating-place-page.tsx")),
          page(paths.forgotPassword, () => import("../features/auth/forgot-password-page.tsx")),
          page(paths.otp, () => import("../features/auth/otp-page.tsx")),
          page(paths.changePassword, () => import("../features/auth/change-password-page.tsx")),
          page(paths.checkEmail, () => import("../features/auth/check-email-page.tsx")),
          page(paths.resetPassword, () => import("../features/auth/reset-password-page.tsx")),
          guard(signedIn, [
            page(paths.password, () => import("../features/dashboard/change-password-page.tsx")),
          ]),
          guard(passengersOnly, [
            standaloneRideScreen(paths.bidder, () => import("../features/rides/screens/bidder-screen.tsx")),
            guard(noLiveRide, [
              standaloneRideScreen(
                paths.luggage,
                () => import("../features/rides/screens/luggage-screen.tsx"),
              ),
            ]),
            standaloneRideScreen(
              paths.lookingFor,
              () => import("../features/rides/screens/looking-for-screen.tsx"),
            ),
            standaloneRideScreen(
              paths.cancelled,
              () => import("../features/rides/screens/cancelled-screen.tsx"),
            ),
            standaloneRideScreen(
              paths.driverCall,
              () => import("../features/rides/screens/driver-call-screen.tsx"),
            ),
            page(paths.paymentReturn, () => import("../features/payments/screens/payment-return-page.tsx")),
          ]),
          guard(roleRedirect("MainpageRedirect"), [], paths.mainpage),
          guard(roleRedirect("RidesRedirect"), [], paths.rides),
          guard(
            roleRedirect("DriversFrame"),
            [rideScreen(null, () => import("../features/drivers-near/drivers-near-page.tsx"))],
            paths.drivers,
          ),
          guard(
            adminsOnly,
            [
              {
                lazy: async () => ({
                  Component: (await import("../features/admin/admin-layout.tsx")).default,
                }),
                children: [
                  page("", () => import("../features/admin/screens/kyc-queue-page.tsx")),
                  page("kyc/:driverId", () => import("../features/admin/screens/kyc-review-page.tsx")),
                  page("drivers", () => import("../features/admin/screens/drivers-page.tsx")),
                  page("riders", () => import("../features/admin/screens/riders-page.tsx")),
                  page("audit", () => import("../features/admin/screens/audit-page.tsx")),
                  page("payments", () => import("../features/admin/screens/payments-page.tsx")),
                  page("payouts", () => import("../features/admin/screens/payouts-page.tsx")),
                  page("reports", () => import("../features/admin/screens/reports-page.tsx")),
                  page("settings", () => import("../features/admin/screens/money-settings-page.tsx")),
                ],
              },
            ],
            paths.admin,
          ),
          {
            path: paths.dashboard,
            lazy: async () => ({ Component: await dashboardByRole() }),
            children: [
              guard(passengersOnly, [
                {
                  // The passenger's ride flow: one map under every step.
                  lazy: async () => ({
                    Component: (await import("../features/rides/screens/ride-flow-layout.tsx")).default,
                  }),
                  children: [
                    // The home: while a ride is under way, or a trip ended unpaid, it opens that ride instead.
                    guard(riderHome, [
                      rideScreen(null, () => import("../features/rides/screens/dashboard-home-screen.tsx")),
                    ]),
                    // The booking steps: while a ride is under way they open that ride instead.
                    guard(noLiveRide, [
                      rideScreen(
                        dashboardPaths.setRoutes,
                        () => import("../features/rides/screens/set-routes-screen.tsx"),
                      ),
                      rideScreen(
                        dashboardPaths.luggage,
                        () => import("../features/rides/screens/luggage-screen.tsx"),
                      ),
                      rideScreen(
                        dashboardPaths.pickRide,
                        () => import("../features/rides/screens/pick-ride-screen.tsx"),
                      ),
                    ]),
                    rideScreen(
                      dashboardPaths.lookingFor,
                      () => import("../features/rides/screens/looking-for-screen.tsx"),
                    ),
                    rideScreen(
                      dashboardPaths.cancelled,
                      () => import("../features/rides/screens/cancelled-screen.tsx"),
                    ),
                    rideScreen(
                      dashboardPaths.bidder,
                      () => import("../features/rides/screens/bidder-screen.tsx"),
                    ),
                    rideScreen(
                      dashboardPaths.driverCall,
                      () => import("../features/rides/screens/driver-call-screen.tsx"),
                    ),
                  ],
                },
              ]),
              page(dashboardPaths.myBookings, () => import("../features/dashboard/my-bookings-page.tsx")),
              page(
                dashboardPaths.bookingDetails,
                () => import("../features/bookings/booking-details-page.tsx"),
              ),
              page(dashboardPaths.wallet, () => import("../features/payments/screens/wallet-page.tsx")),
              page(dashboardPaths.editProfile, () => import("../features/dashboard/edit-profile-page.tsx")),
              page(dashboardPaths.settings, () => import("../features/dashboard/settings-page.tsx")),
            ],
          },
          page("*", () => import("../features/not-found/not-found-page.tsx")),
        ],
      },
    ],
  },
];

/**
 * Loads the on-demand screens that `pathname` matches and puts them in the route table, so a page rendered to
 * HTML at build time hydrates at once with the same markup instead of a loading fallback.
 */
export async function loadRoutesFor(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The app's browser router; screens that send the user elsewhere navigate through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerAppNavigator({
    pathname: () => router.state.location.pathname,
    navigate: (to, options) => void router.navigate(to, options),
  });
  return router;
}
