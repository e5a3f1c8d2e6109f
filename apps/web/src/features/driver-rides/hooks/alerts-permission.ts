import { sharedValue } from "../../../lib/shared-value.ts";
import { notificationPermission } from "../lib/request-notifications.ts";

/** Whether this browser lets CampusGo show notifications, shared by the alerts prompt and the push subscription. */
const permission = sharedValue<NotificationPermission | "unsupported">(notificationPermission());

// The driver may allow or block notifications in the browser's site settings while the app is open.
if (typeof navigator !== "undefined" && notificationPermission() !== "unsupported") {
  navigator.permissions
    ?.query({ name: "notifications" })
    .then((status) => status.addEventListener("change", () => permission.set(notificationPermission())))
    .catch(() => undefined);
}

export const usePermission = (): NotificationPermission | "unsupported" => permission.useValue();

/** Asks the browser, from the driver's own tap on "Turn on alerts" (never on page load). */
export async function askForAlerts(): Promise<void> {
  if (notificationPermission() === "unsupported") return;
  try {
    permission.set(await Notification.requestPermission());
  } catch {
    permission.set(notificationPermission());
  }
}

const DISMISSED_KEY = "campusgo:alerts-prompt-dismissed";

function readDismissed(): boolean {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

const dismissed = sharedValue(readDismissed());

/** The driver said "Not now" to the alerts prompt in this browser. */
export const usePromptDismissed = (): boolean => dismissed.useValue();

export function dismissPrompt(): void {
  dismissed.set(true);
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage unavailable: dismissed for this visit only.
  }
}
