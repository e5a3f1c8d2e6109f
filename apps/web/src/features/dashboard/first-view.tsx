import { ChevronDownIcon } from "../../components/app-icons.tsx";
import { MapBackdrop } from "../rides/index.ts";
import { NotificationBell } from "./components/notification-bell.tsx";
import { PassengerFrame } from "./components/passenger-frame.tsx";

const nothing = () => {};

/**
 * The rider's dashboard as its HTML draws it before any script (src/prerender, dashboard.html): the frame,
 * with the avatar still blank, and the map area showing the campus plan. It shows only to a signed-in rider,
 * and only until the app has drawn the page (styles.css, `#first-view`).
 */
export function PassengerFirstView() {
  return (
    <PassengerFrame
      actions={
        <>
          <NotificationBell unread={undefined} onOpen={nothing} />
          <span className="flex min-h-11 items-center gap-1 py-0.5 pr-1.5 pl-0.5">
            <span className="size-10 rounded-full bg-brand-50" />
            <ChevronDownIcon className="size-4 text-ink-muted" />
          </span>
        </>
      }
      onNotifications={nothing}
    >
      <MapBackdrop />
    </PassengerFrame>
  );
}
