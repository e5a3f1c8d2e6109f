/**
 * How long after the page has loaded the service worker is registered. Installing it fetches every file of the
 * app for the offline copy (some two hundred): started at once, those requests share the phone's few
 * connections with the first screen's own code and data, and on a slow network the screen waited behind them
 * (in CI a driver's dashboard, loading beside that install, stayed at "Loading" past fifteen seconds).
 */
const AFTER_LOAD_MS = 4000;
/** The longest the registration then waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 10_000;

/**
 * Registers the service worker in production builds, so the app can be installed and loads fast offline: a few
 * seconds after the page has loaded (counted from now when it already has, as when a page rendered at build time
 * starts the app after its first paint), once the browser is idle, so the first screen comes first.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true })).catch(() => {});
  };
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else register();
  };
  const later = () => window.setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
