import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { loadRoutesFor, routes } from "../app/router.tsx";

export { APP_SHELL_FILE, PRELOADED_ROUTES, PRERENDER_MANIFEST_FILE, PRERENDERED_PAGES } from "./pages.ts";

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
