/**
 * The browser's offer to install the app (beforeinstallprompt), kept from the moment this module loads (or, on a
 * page that paints before its scripts come, from the moment the page's inline script ran: src/page-start.ts),
 * without React: the landing page's own script uses it, and so does the app's useInstallPrompt hook.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred =
  (globalThis.window?.campusgoEarly?.installOffer as BeforeInstallPromptEvent | undefined) ?? null;
const listeners = new Set<() => void>();

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    for (const l of listeners) l();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    for (const l of listeners) l();
  });
}

/** Whether the browser offers to install the app now. */
export function installOffered(): boolean {
  return deferred !== null;
}

/** Calls `listener` whenever the offer comes or goes; returns the unsubscribe. */
export function onInstallOfferChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the browser's install prompt (once per offer); true when the user installed. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  for (const l of listeners) l();
  return outcome === "accepted";
}
