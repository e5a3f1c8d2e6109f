/** What other features (and the router) may use from the dashboard area. */
export { useNotifications } from "./api/get-notifications.ts";
export { NotificationBell } from "./components/notification-bell.tsx";
export { NotificationsDialog } from "./components/notifications-dialog.tsx";
export { Card, PageFrame } from "./components/page-frame.tsx";
export { ProfileMenu } from "./components/profile-menu.tsx";
export { useNotificationsPanel } from "./hooks/use-notifications-panel.ts";
export { PassengerLayout } from "./passenger-layout.tsx";
