import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { loadRoutesFor, routes } from "../app/router.tsx";
import { paths } from "../config/paths.ts";
import { PassengerFirstView } from "../features/dashboard/first-view.tsx";

export { CAMPUS_PLAN_FILE, campusPlanSvg } from "../features/rides/map/campus-plan-picture.ts";
export {
  APP_SHELL_FILE,
  FIRST_VIEW_SCRIPT,
  LANDING_SCRIPT,
  PRELOADED_ROUTES,
  PRERENDER_MANIFEST_FILE,
  PRERENDERED_PAGES,
} from "./pages.ts";

/**
 * The HTML of one public page, rendered at build time by the web build (vite.config.ts). It renders the very
 * tree main.tsx hydrates (the same routes, with the page's screen loaded first), so the markup matches.
 */
export async function renderPage(path: string): Promise<string> {
  await loadRoutesFor(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** The first view of a route the app draws (pages.ts, PreloadedRoute.firstView): its frame, with no user's data. */
export function renderFirstView(role: "passenger"): string {
  const views = { passenger: PassengerFirstView };
  const View = views[role];
  const router = createMemoryRouter([{ path: "*", element: <View /> }], {
    initialEntries: [paths.dashboard],
  });
  return renderToString(<RouterProvider router={router} />);
}
