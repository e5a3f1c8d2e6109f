import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { PageSpinner } from "../components/spinner.tsx";
import { dashboardPaths, paths } from "../config/paths.ts";
import { registerAppNavigator } from "../lib/app-navigation.ts";
import { followTitles, type TitleHandle } from "./page-titles.ts";
import { RootLayout } from "./root-layout.tsx";

/** The earlier verification screens (SPEC 2.3), each under two spellings of its path. */
const IDENTITY = "Identity verification";
const ADDRESS = "Address verification";
const PLACES = "Places you want to operate in";

/** The tab's title of a route (app/page-titles.ts). */
const titled = (title: string): { handle: TitleHandle } => ({ handle: { title } });

/** A route whose screen is loaded on demand, so the landing page ships only its own code. */
const page = (
  path: string,
  load: () => Promise<{ default: React.ComponentType }>,
  title: string,
): RouteObject => ({
  path,
  ...titled(title),
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
  title: string,
): RouteObject =>
  path === null
    ? { index: true, ...titled(title), lazy: async () => ({ Component: (await load()).default }) }
    : page(path, load, title);

/** A stand-alone route of the ride flow (/Bidder, ...): the same screen over the map, outside the dashboard. */
const standaloneRideScreen = (
  path: string,
  load: () => Promise<{ default: React.ComponentType }>,
  title: string,
): RouteObject => ({
  path,
  lazy: async () => ({
    Component: (await import("../features/rides/screens/standalone-ride-layout.tsx")).default,
  }),
  children: [rideScreen(null, load, title)],
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
        ...titled("CampusGo · Easy rides around UNN Nsukka"),
        lazy: async () => ({ Component: (await import("../features/landing/landing-page.tsx")).LandingPage }),
      },
      {
        // Everything but the landing page needs data fetching and toasts: loaded on demand.
        lazy: async () => ({ Component: (await import("./app-layout.tsx")).AppLayout }),
        children: [
          page(paths.signupAs, () => import("../features/signup-as/signup-as-page.tsx"), "Join CampusGo"),
          page(paths.privacy, () => import("../features/legal/privacy-page.tsx"), "Privacy Policy"),
          page(paths.terms, () => import("../features/legal/terms-page.tsx"), "Terms of use"),
          page(paths.signup, () => import("../features/auth/passenger-signup-page.tsx"), "Sign up"),
          page(paths.passengersSignup, () => import("../features/auth/passenger-signup-page.tsx"), "Sign up"),
          page(
            paths.driverSignup,
            () => import("../features/auth/driver-signup-page.tsx"),
            "Become a driver",
          ),
          page(paths.login, () => import("../features/auth/login-page.tsx"), "Login"),
          page(paths.activate, () => import("../features/auth/activate-page.tsx"), "Activate your account"),
          page(paths.driverKyc, () => import("../features/kyc/driver-kyc-page.tsx"), "KYC verification"),
          page(
            paths.driVerify,
            () => import("../features/kyc/earlier/identity-verification-page.tsx"),
            IDENTITY,
          ),
          page(
            paths.drivUpload,
            () => import("../features/kyc/earlier/address-verification-page.tsx"),
            ADDRESS,
          ),
          page(paths.drivPlace, () => import("../features/kyc/earlier/operating-place-page.tsx"), PLACES),
          page(
            paths.driVerifyAlt,
            () => import("../features/kyc/earlier/identity-verification-page.tsx"),
            IDENTITY,
          ),
          page(
            paths.drivUploadAlt,
            () => import("../features/kyc/earlier/address-verification-page.tsx"),
            ADDRESS,
          ),
          page(paths.drivPlaceAlt, () => import("../features/kyc/earlier/operating-place-page.tsx"), PLACES),
          page(
            paths.forgotPassword,
            () => import("../features/auth/forgot-password-page.tsx"),
            "Forgot password",
          ),
          page(paths.otp, () => import("../features/auth/otp-page.tsx"), "Enter the code"),
          page(
            paths.changePassword,
            () => import("../features/auth/change-password-page.tsx"),
            "Set a new password",
          ),
          page(paths.checkEmail, () => import("../features/auth/check-email-page.tsx"), "Check your email"),
          page(
            paths.resetPassword,
            () => import("../features/auth/reset-password-page.tsx"),
            "Password reset",
          ),
          guard(signedIn, [
            page(
              paths.password,
              () => import("../features/dashboard/change-password-page.tsx"),
              "Change password",
            ),
          ]),
          guard(passengersOnly, [
            standaloneRideScreen(
              paths.bidder,
              () => import("../features/rides/screens/bidder-screen.tsx"),
              "Choose your driver",
            ),
            guard(noLiveRide, [
              standaloneRideScreen(
                paths.luggage,
                () => import("../features/rides/screens/luggage-screen.tsx"),
                "Luggage",
              ),
            ]),
            standaloneRideScreen(
              paths.lookingFor,
              () => import("../features/rides/screens/looking-for-screen.tsx"),
              "Looking for a driver",
            ),
            standaloneRideScreen(
              paths.cancelled,
              () => import("../features/rides/screens/cancelled-screen.tsx"),
              "Cancel ride",
            ),
            standaloneRideScreen(
              paths.driverCall,
              () => import("../features/rides/screens/driver-call-screen.tsx"),
              "Your ride",
            ),
            page(
              paths.paymentReturn,
              () => import("../features/payments/screens/payment-return-page.tsx"),
              "Payment",
            ),
          ]),
          guard(roleRedirect("MainpageRedirect"), [], paths.mainpage),
          guard(roleRedirect("RidesRedirect"), [], paths.rides),
          guard(
            roleRedirect("DriversFrame"),
            [
              rideScreen(
                null,
                () => import("../features/drivers-near/drivers-near-page.tsx"),
                "Drivers near you",
              ),
            ],
            paths.drivers,
          ),
          guard(
            adminsOnly,
            [
              {
                ...titled("Admin"),
                lazy: async () => ({
                  Component: (await import("../features/admin/admin-layout.tsx")).default,
                }),
                children: [
                  page("", () => import("../features/admin/screens/kyc-queue-page.tsx"), "KYC queue · Admin"),
                  page(
                    "kyc/:driverId",
                    () => import("../features/admin/screens/kyc-review-page.tsx"),
                    "KYC review · Admin",
                  ),
                  page(
                    "drivers",
                    () => import("../features/admin/screens/drivers-page.tsx"),
                    "Drivers · Admin",
                  ),
                  page("riders", () => import("../features/admin/screens/riders-page.tsx"), "Riders · Admin"),
                  page("audit", () => import("../features/admin/screens/audit-page.tsx"), "Audit · Admin"),
                  page("admins", () => import("../features/admin/screens/admins-page.tsx"), "Admins · Admin"),
                  page("sos", () => import("../features/admin/screens/sos-page.tsx"), "SOS · Admin"),
                  page(
                    "shuttle-lines",
                    () => import("../features/admin/screens/shuttle-lines-page.tsx"),
                    "Shuttle lines · Admin",
                  ),
                  page(
                    "payments",
                    () => import("../features/admin/screens/payments-page.tsx"),
                    "Payments · Admin",
                  ),
                  page(
                    "payouts",
                    () => import("../features/admin/screens/payouts-page.tsx"),
                    "Payouts · Admin",
                  ),
                  page(
                    "reviews",
                    () => import("../features/admin/screens/reviews-page.tsx"),
                    "Trips to review · Admin",
                  ),
                  page(
                    "disputes",
                    () => import("../features/admin/screens/disputes-page.tsx"),
                    "Disputed deliveries · Admin",
                  ),
                  page(
                    "reports",
                    () => import("../features/admin/screens/reports-page.tsx"),
                    "Reports · Admin",
                  ),
                  page(
                    "settings",
                    () => import("../features/admin/screens/money-settings-page.tsx"),
                    "Money settings · Admin",
                  ),
                  page(
                    "live",
                    () => import("../features/admin/screens/live-ops-page.tsx"),
                    "Live operations · Admin",
                  ),
                  page(
                    "service",
                    () => import("../features/admin/screens/service-settings-page.tsx"),
                    "Fares and dispatch · Admin",
                  ),
                  page(
                    "places",
                    () => import("../features/admin/screens/places-page.tsx"),
                    "Campus places · Admin",
                  ),
                  page(
                    "trip-checks",
                    () => import("../features/admin/screens/trip-checks-page.tsx"),
                    "Trip checks · Admin",
                  ),
                  page("inbox", () => import("../features/admin/screens/inbox-page.tsx"), "Inbox · Admin"),
                  page(
                    "support/:conversationId",
                    () => import("../features/admin/screens/support-conversation-page.tsx"),
                    "Support message · Admin",
                  ),
                  page(
                    "trips/:kind/:tripId/timeline",
                    () => import("../features/admin/screens/trip-timeline-page.tsx"),
                    "Trip timeline · Admin",
                  ),
                ],
              },
            ],
            paths.admin,
          ),
          {
            path: paths.dashboard,
            // A driver's dashboard; a rider's home says more (below).
            ...titled("Dashboard"),
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
                      rideScreen(
                        null,
                        () => import("../features/rides/screens/dashboard-home-screen.tsx"),
                        "Book a ride",
                      ),
                    ]),
                    // The booking steps: while a ride is under way they open that ride instead.
                    guard(noLiveRide, [
                      rideScreen(
                        dashboardPaths.setRoutes,
                        () => import("../features/rides/screens/set-routes-screen.tsx"),
                        "Set your route",
                      ),
                      rideScreen(
                        dashboardPaths.luggage,
                        () => import("../features/rides/screens/luggage-screen.tsx"),
                        "Luggage",
                      ),
                      rideScreen(
                        dashboardPaths.pickRide,
                        () => import("../features/rides/screens/pick-ride-screen.tsx"),
                        "Pick a ride",
                      ),
                    ]),
                    rideScreen(
                      dashboardPaths.lookingFor,
                      () => import("../features/rides/screens/looking-for-screen.tsx"),
                      "Looking for a driver",
                    ),
                    rideScreen(
                      dashboardPaths.cancelled,
                      () => import("../features/rides/screens/cancelled-screen.tsx"),
                      "Cancel ride",
                    ),
                    rideScreen(
                      dashboardPaths.bidder,
                      () => import("../features/rides/screens/bidder-screen.tsx"),
                      "Choose your driver",
                    ),
                    rideScreen(
                      dashboardPaths.driverCall,
                      () => import("../features/rides/screens/driver-call-screen.tsx"),
                      "Your ride",
                    ),
                    // Package delivery (way-billing): the same map under its screens.
                    rideScreen(
                      dashboardPaths.sendPackage,
                      () => import("../features/deliveries/screens/send-package-screen.tsx"),
                      "Send a package",
                    ),
                    rideScreen(
                      dashboardPaths.delivery,
                      () => import("../features/deliveries/screens/delivery-screen.tsx"),
                      "Your delivery",
                    ),
                  ],
                },
              ]),
              page(
                dashboardPaths.myBookings,
                () => import("../features/dashboard/my-bookings-page.tsx"),
                "My Bookings",
              ),
              page(
                dashboardPaths.bookingDetails,
                () => import("../features/bookings/booking-details-page.tsx"),
                "Booking details",
              ),
              page(
                dashboardPaths.wallet,
                () => import("../features/payments/screens/wallet-page.tsx"),
                "Wallet",
              ),
              page(
                dashboardPaths.editProfile,
                () => import("../features/dashboard/edit-profile-page.tsx"),
                "Edit profile",
              ),
              page(
                dashboardPaths.settings,
                () => import("../features/dashboard/settings-page.tsx"),
                "Settings",
              ),
              page(
                dashboardPaths.trustedContacts,
                () => import("../features/safety/screens/trusted-contacts-page.tsx"),
                "Trusted contacts",
              ),
              page(
                dashboardPaths.shuttle,
                () => import("../features/shuttle/screens/shuttle-page.tsx"),
                "Campus shuttles",
              ),
              page(
                dashboardPaths.support,
                () => import("../features/support/screens/support-page.tsx"),
                "Support messages",
              ),
              page(
                dashboardPaths.supportConversation,
                () => import("../features/support/screens/conversation-page.tsx"),
                "Support",
              ),
            ],
          },
          page("*", () => import("../features/not-found/not-found-page.tsx"), "Page not found"),
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
  followTitles(router);
  registerAppNavigator({
    pathname: () => router.state.location.pathname,
    navigate: (to, options) => void router.navigate(to, options),
  });
  return router;
}
