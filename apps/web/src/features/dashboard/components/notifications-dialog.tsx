import { formatDateTime } from "@campusgo/domain";
import { BellIcon } from "../../../components/app-icons.tsx";
import { Modal } from "../../../components/modal.tsx";
import type { NotificationItem } from "../api/notification-types.ts";

interface NotificationsDialogProps {
  open: boolean;
  onClose: () => void;
  items: NotificationItem[];
}

/** The notifications list, opened by the bell or the Notification item. */
export function NotificationsDialog({ open, onClose, items }: NotificationsDialogProps) {
  return (
    <Modal
      layout="popover"
      open={open}
      title="Notifications"
      onClose={onClose}
      closeLabel="Close notifications"
    >
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-6 py-10 text-center text-ink-muted">
          <BellIcon className="size-8 text-brand-300" />
          <p>No notifications yet</p>
        </div>
      ) : (
        <ul className="divide-y divide-line overflow-y-auto">
          {items.map((item) => (
            <li key={item.id} className={`px-4 py-3 ${item.readAt ? "" : "bg-brand-50/60"}`}>
              <p className="font-semibold">{item.title}</p>
              {item.body ? <p className="text-sm text-ink-muted">{item.body}</p> : null}
              <p className="mt-1 text-xs text-ink-muted">{formatDateTime(item.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
