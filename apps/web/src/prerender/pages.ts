import { paths } from "../config/paths.ts";
import { CURRENT_USER_KEY } from "../lib/current-user-key.ts";
import { TRIP_MARKER_KEY } from "../lib/trip-marker.ts";

/** A public page rendered to HTML at build time (docs/decisions/0017-prerendered-public-pages.md). */
export interface PrerenderedPage {
  /** The route, exactly as the router and the server match it. */
  path: string;
  /** The file under dist/ that holds its HTML: the path plus .html, so the service worker finds it too. */
  file: string;
  /** Its screen's module under src/, whose chunks the page preloads; null for the landing page. */
  module: string | null;
  title: string;
  description: string;
}

const page = (path: string, module: string | null, title: string, description: string): PrerenderedPage => ({
  path,
  file: path === paths.home ? "index.html" : `${path.slice(1)}.html`,
  module,
  title,
  description,
});

const SIGN_UP = "Create a CampusGo account to book keke, okada and shuttle rides around UNN Nsukka.";
const RECOVERY = "Reset the password of your CampusGo account with a code sent to your e-mail.";

/**
 * The landing page, the account-type choice, both sign-ups, login, password recovery and the legal pages:
 * what someone reaches before signing in, so it reads and paints before any script runs.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  page(
    paths.home,
    null,
    "CampusGo · Easy rides around UNN Nsukka",
    "CampusGo: book keke, okada and shuttle rides around UNN Nsukka with trusted, verified drivers.",
  ),
  page(
    paths.signupAs,
    "features/signup-as/signup-as-page.tsx",
    "Join CampusGo",
    "Book rides around campus or drive with CampusGo: choose how you want to use it.",
  ),
  page(paths.signup, "features/auth/passenger-signup-page.tsx", "Sign up · CampusGo", SIGN_UP),
  page(paths.passengersSignup, "features/auth/passenger-signup-page.tsx", "Sign up · CampusGo", SIGN_UP),
  page(
    paths.driverSignup,
    "features/auth/driver-signup-page.tsx",
    "Become a driver · CampusGo",
    "Sign up to drive with CampusGo: get verified, go online when it suits you and earn from rides with students.",
  ),
  page(
    paths.login,
    "features/auth/login-page.tsx",
    "Login · CampusGo",
    "Log in to CampusGo to book your next keke, okada or shuttle ride around UNN Nsukka.",
  ),
  page(
    paths.forgotPassword,
    "features/auth/forgot-password-page.tsx",
    "Forgot password · CampusGo",
    RECOVERY,
  ),
  page(paths.checkEmail, "features/auth/check-email-page.tsx", "Check your email · CampusGo", RECOVERY),
  page(paths.otp, "features/auth/otp-page.tsx", "Enter the code · CampusGo", RECOVERY),
  page(
    paths.changePassword,
    "features/auth/change-password-page.tsx",
    "Set a new password · CampusGo",
    RECOVERY,
  ),
  page(paths.resetPassword, "features/auth/reset-password-page.tsx", "Password reset · CampusGo", RECOVERY),
  page(
    paths.terms,
    "features/legal/terms-page.tsx",
    "Terms of use · CampusGo",
    "The terms of using CampusGo, the campus ride app of UNN Nsukka.",
  ),
  page(
    paths.privacy,
    "features/legal/privacy-page.tsx",
    "Privacy Policy · CampusGo",
    "How CampusGo collects, uses and protects your data.",
  ),
];

/**
 * A route the app draws (its content is the user's own, so it cannot be rendered at build time) whose HTML names
 * its screens' files up front: the browser fetches them with the app instead of one after another as the router
 * reaches each nested screen. The rider's dashboard is the first page after login, on every visit.
 */
export interface PreloadedRoute {
  path: string;
  /** The file under dist/: the app shell with the screens' files preloaded. */
  file: string;
  /** The route's nested screens under src/, outermost first, as the router loads them. */
  modules: readonly string[];
  /**
   * Whose first view the HTML draws before any script (render.tsx, renderFirstView): a frame of the page that
   * shows to a signed-in user of that role until the app has drawn the page.
   */
  firstView?: "passenger";
}

export const PRELOADED_ROUTES: readonly PreloadedRoute[] = [
  {
    path: paths.dashboard,
    file: "dashboard.html",
    modules: [
      "app/app-layout.tsx",
      "app/guards/dashboard-by-role.tsx",
      "app/guards/route-guards.tsx",
      "app/guards/rider-home.tsx",
      "features/rides/screens/ride-flow-layout.tsx",
      "features/rides/screens/dashboard-home-screen.tsx",
    ],
    firstView: "passenger",
  },
];

/**
 * The script at the top of a page with a first view, run before the view paints, inline (the server's CSP
 * allows it by its hash, listed in prerendered.json): it marks the page with the role of the user the app keeps
 * in localStorage (SPEC 3), so the first view of that role shows (styles.css, `#first-view`).
 */
export const FIRST_VIEW_SCRIPT = `try{document.documentElement.dataset.role=JSON.parse(localStorage.getItem("${CURRENT_USER_KEY}")).role}catch(e){}`;

/**
 * The script at the top of the landing page, run before it paints, inline (allowed by its hash like the one
 * above): a signed-in rider with a trip to come back to (lib/trip-marker.ts, kept for that very user) goes to
 * the dashboard, which opens the trip. The installed app starts on "/", and a rider reopening it mid-ride
 * must land on the ride, not on the landing page. Anyone else sees the landing page; it runs no other script
 * before its paint.
 */
export const LANDING_SCRIPT = `try{var u=JSON.parse(localStorage.getItem("${CURRENT_USER_KEY}"));if(u&&u.id&&u.id===localStorage.getItem("${TRIP_MARKER_KEY}"))location.replace("${paths.dashboard}")}catch(e){}`;

/** The app shell: the HTML of every other route, which the browser renders. */
export const APP_SHELL_FILE = "app.html";

/**
 * The list the server reads to serve each page's HTML: path -> file for the pages and preloaded routes, plus
 * the shell, and the hashes of the pages' inline scripts for its CSP.
 */
export const PRERENDER_MANIFEST_FILE = "prerendered.json";
