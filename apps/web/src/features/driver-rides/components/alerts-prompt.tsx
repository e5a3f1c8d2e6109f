import { useId } from "react";
import { BellIcon } from "../../../components/app-icons.tsx";
import { useDriverActiveRide } from "../api/get-driver-active-ride.ts";
import {
  askForAlerts,
  dismissPrompt,
  usePermission,
  usePromptDismissed,
} from "../hooks/alerts-permission.ts";

/**
 * Shown to an online driver until they answer it: why CampusGo would like to show notifications, and the one
 * button that asks the browser (the permission is never asked on page load). Blocked notifications are said
 * once, with where to allow them. Not during a ride: no request comes then, and the ride needs the screen.
 */
export function AlertsPrompt() {
  const id = useId();
  const permission = usePermission();
  const dismissed = usePromptDismissed();
  const active = useDriverActiveRide();
  if (dismissed || permission === "granted" || permission === "unsupported") return null;
  if (active.isPending || active.data) return null;
  const blocked = permission === "denied";
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="alerts-prompt"
      className="flex items-start gap-3 rounded-3xl border border-brand-200 bg-brand-50 p-4 sm:gap-4 sm:p-5"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 sm:size-12">
        <BellIcon className="size-5 sm:size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
          {blocked ? "Alerts are blocked" : "Don't miss a request"}
        </h3>
        <p className="mt-1 text-sm text-ink-muted sm:text-base">
          {blocked
            ? "This browser blocks notifications from CampusGo. Allow them in the site settings to hear of requests while CampusGo is in the background."
            : "Turn on alerts and we tell you of each ride request with a notification and a sound, even when CampusGo is in the background or closed."}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {blocked ? null : (
            <button type="button" className="btn-primary" onClick={() => void askForAlerts()}>
              Turn on alerts
            </button>
          )}
          <button type="button" className="btn-outline" onClick={dismissPrompt}>
            {blocked ? "OK" : "Not now"}
          </button>
        </div>
      </div>
    </section>
  );
}
