import { useEffect } from "react";

let markLive = () => {};

/**
 * Settles once the page's own screen has been taken over by the app (src/main.tsx waits for it before a page
 * rendered at build time is handed what the visitor did meanwhile).
 */
export const pageIsLive = new Promise<void>((resolve) => {
  markLive = resolve;
});

/**
 * Rendered beside the routes inside the root layout's boundary: React takes over a boundary as a whole, so its
 * effect runs only once the screen's markup has its handlers.
 */
export function LivePageMarker() {
  useEffect(() => markLive(), []);
  return null;
}
