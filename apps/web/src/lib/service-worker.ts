/**
 * Registers the service worker in production builds, so the app can be installed and loads fast offline: once
 * the page has loaded (at once when it already has, as when a page rendered at build time starts the app after
 * its first paint).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true })).catch(() => {});
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
