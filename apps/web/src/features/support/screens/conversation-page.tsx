import { SUPPORT_TOPIC_LABELS } from "@campusgo/domain";
import { useParams } from "react-router";
import { dashboardPaths } from "../../../config/paths.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { Card, PageFrame } from "../../dashboard/index.ts";
import { useMyConversation, useReplyToSupport } from "../api/conversations.ts";
import { ConversationThread } from "../components/conversation-thread.tsx";
import { ReplyForm } from "../components/reply-form.tsx";
import { SupportStatusBadge } from "../components/status-badge.tsx";

const BACK = { to: dashboardPaths.support, label: "Support messages" };

/** /dashboard/support/:conversationId: one conversation with support, and a reply. */
export default function ConversationPage() {
  const { conversationId = "" } = useParams();
  const conversation = useMyConversation(conversationId);
  const reply = useReplyToSupport(conversationId);

  if (conversation.isPending) {
    return (
      <PageFrame title="Support" back={BACK}>
        <div
          className="h-40 animate-pulse rounded-3xl bg-white"
          role="status"
          aria-label="Loading the conversation"
        />
      </PageFrame>
    );
  }
  if (conversation.isError) {
    const missing = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <PageFrame title="Support" back={BACK}>
        <p className="rounded-3xl bg-white p-5 text-danger" role="alert">
          {missing ? "This conversation was not found." : errorMessage(conversation.error)}
        </p>
      </PageFrame>
    );
  }
  const c = conversation.data;
  return (
    <PageFrame title={c.subject} subtitle={SUPPORT_TOPIC_LABELS[c.topic]} back={BACK}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <SupportStatusBadge status={c.status} />
          {c.trip ? (
            <span>
              About your {c.trip.kind}: {c.trip.summary}
            </span>
          ) : null}
        </div>
        <ConversationThread messages={c.messages} viewer="user" />
        <Card>
          {c.status === "closed" ? (
            <p className="mb-3 text-sm text-ink-muted">
              This conversation was closed. Writing again opens it.
            </p>
          ) : null}
          <ReplyForm
            label="Write a reply"
            pending={reply.isPending}
            send={(body, done) => reply.mutate(body, done)}
          />
        </Card>
      </div>
    </PageFrame>
  );
}
