import "@fontsource-variable/plus-jakarta-sans";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createAppRouter, loadRoutesFor, routes } from "./app/router.tsx";
import { registerServiceWorker } from "./lib/service-worker.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

if (root.hasChildNodes()) {
  // A public page rendered to HTML at build time (docs/decisions/0017): its screen is loaded first, then
  // React takes over the markup that is already on screen.
  await loadRoutesFor(routes, window.location.pathname);
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}
registerServiceWorker();
