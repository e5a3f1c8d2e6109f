/** What other features (and the router) may use from the dashboard area. */
export { useNotifications } from "./api/get-notifications.ts";
export { NotificationBell } from "./components/notification-bell.tsx";
export { NotificationsDialog } from "./components/notifications-dialog.tsx";
export { ProfileMenu } from "./components/profile-menu.tsx";
export { PassengerLayout } from "./passenger-layout.tsx";
