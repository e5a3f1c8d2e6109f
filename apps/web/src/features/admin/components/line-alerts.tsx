import toast from "react-hot-toast";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import type { ShuttleAlertView } from "../admin-types.ts";
import { useEndAlert } from "../api/shuttle-lines.ts";
import { formatDate } from "../format.ts";
import { ALERT_KIND_LABELS } from "../line-format.ts";

/** A line's alerts in force, newest first, each with a button that ends it; and the way to post one. */
export function LineAlerts({ alerts, onPost }: { alerts: ShuttleAlertView[]; onPost: () => void }) {
  const end = useEndAlert();
  const endAlert = (alertId: string) =>
    end.mutate(alertId, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  return (
    <div className="space-y-2">
      {alerts.length === 0 ? (
        <p className="text-sm text-ink-muted">No alerts in force.</p>
      ) : (
        <ul className="space-y-2" aria-label="Alerts in force">
          {alerts.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-xl bg-keke-100/50 p-3 ring-1 ring-keke-300"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <StatusBadge tone={alert.kind === "no_service" ? "danger" : "warning"} size="sm">
                  {ALERT_KIND_LABELS[alert.kind]}
                </StatusBadge>
                <p className="text-sm break-words text-ink">{alert.message}</p>
                <p className="text-xs text-ink-muted">Since {formatDate(alert.createdAt)}</p>
              </div>
              <button
                type="button"
                className="btn-outline min-h-10 shrink-0 border-line bg-white px-4 py-1.5 text-sm text-ink"
                onClick={() => endAlert(alert.id)}
                disabled={end.isPending && end.variables === alert.id}
              >
                End<span className="sr-only"> the alert: {alert.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn-outline min-h-10 px-4 py-1.5 text-sm" onClick={onPost}>
        Post an alert
      </button>
    </div>
  );
}
