import { BellIcon } from "../../../components/app-icons.tsx";

interface NotificationBellProps {
  /** Unread count; undefined when the server keeps no notifications (no badge). */
  unread: number | undefined;
  onOpen: () => void;
}

/** The bell with the unread count. */
export function NotificationBell({ unread, onOpen }: NotificationBellProps) {
  const label = unread ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      aria-haspopup="dialog"
      className="relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface"
    >
      <BellIcon className="size-6" />
      {unread ? (
        <span
          data-testid="unread-count"
          className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </button>
  );
}
