// First: the app's zod setting, before any screen builds a schema (lib/form/zod-jitless.ts).
import "./lib/form/zod-jitless.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { pageIsLive } from "./app/live-page.tsx";
import { createAppRouter, loadRoutesFor, routes } from "./app/router.tsx";
import { registerServiceWorker } from "./lib/service-worker.ts";

/**
 * A public page rendered to HTML at build time (docs/decisions/0017): its screen is loaded first, then React
 * takes over the markup that is already on screen. Resolves once it has.
 */
export async function hydrate(root: HTMLElement): Promise<void> {
  await loadRoutesFor(routes, window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
  await pageIsLive;
  registerServiceWorker();
}

/** Every other route: the app draws the page. */
export function render(root: HTMLElement): void {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}
