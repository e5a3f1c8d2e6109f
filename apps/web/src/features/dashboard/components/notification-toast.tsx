import toast from "react-hot-toast";
import { Link } from "react-router";
import type { NotificationItem } from "../api/notification-types.ts";

/** A notification as a toast: its title, its words and, when it points somewhere, a link there. */
export function showNotificationToast(item: NotificationItem): void {
  toast(
    (shown) => (
      <div className="flex flex-col gap-0.5 text-left">
        <p className="font-semibold">{item.title}</p>
        {item.body ? <p className="text-sm text-ink-muted">{item.body}</p> : null}
        {item.link ? (
          <Link
            to={item.link}
            onClick={() => toast.dismiss(shown.id)}
            className="mt-1 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            View
          </Link>
        ) : null}
      </div>
    ),
    { id: item.kind },
  );
}
