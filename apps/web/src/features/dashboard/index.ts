/** What other features may use from the dashboard area. */

export * as DashboardIcons from "../../components/app-icons.tsx";
export { useNotifications } from "./api/get-notifications.ts";
export { Avatar } from "./components/avatar.tsx";
export { NotificationBell } from "./components/notification-bell.tsx";
export { NotificationsDialog } from "./components/notifications-dialog.tsx";
export { PageFrame } from "./components/page-frame.tsx";
export { ProfileMenu } from "./components/profile-menu.tsx";
export { RequireUser } from "./components/require-user.tsx";
