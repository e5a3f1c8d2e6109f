import type { ShuttleAlertView } from "@campusgo/domain";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { ALERT_WORDS } from "../lib/line-words.ts";

const TONE: Record<ShuttleAlertView["kind"], string> = {
  detour: "border-amber-300 bg-amber-50 text-amber-950",
  no_service: "border-red-300 bg-red-50 text-red-900",
};
const ICON_TONE: Record<ShuttleAlertView["kind"], string> = {
  detour: "text-amber-600",
  no_service: "text-danger",
};

/** A line's alerts in force, the newest first: a detour in amber, no service in red. */
export function LineAlerts({ lineName, alerts }: { lineName: string; alerts: readonly ShuttleAlertView[] }) {
  if (alerts.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label={`Alerts on ${lineName}`}>
      {alerts.map((alert) => (
        <li
          key={alert.id}
          className={`flex items-start gap-2 rounded-2xl border px-3 py-2 text-sm ${TONE[alert.kind]}`}
          data-alert-kind={alert.kind}
        >
          <AlertCircleIcon className={`mt-0.5 size-5 shrink-0 ${ICON_TONE[alert.kind]}`} />
          <p className="min-w-0 break-words">
            <strong className="font-bold">{ALERT_WORDS[alert.kind]}:</strong> {alert.message}
          </p>
        </li>
      ))}
    </ul>
  );
}
