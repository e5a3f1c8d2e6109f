/** What other features may use from the support area (writing to support, reading a conversation). */
export { ConversationThread } from "./components/conversation-thread.tsx";
export { NewMessageDialog, SUPPORT_EMAIL, type SupportTrip } from "./components/new-message-dialog.tsx";
export { ReplyForm } from "./components/reply-form.tsx";
export { SupportStatusBadge } from "./components/status-badge.tsx";
