import { formatDateTime, SUPPORT_TOPIC_LABELS } from "@campusgo/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ChevronRightIcon, MailIcon } from "../../../components/app-icons.tsx";
import { dashboardPaths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { PageFrame } from "../../dashboard/index.ts";
import { useMyConversations } from "../api/conversations.ts";
import { NewMessageDialog } from "../components/new-message-dialog.tsx";
import { SupportStatusBadge } from "../components/status-badge.tsx";
import { supportConversationPath } from "../paths.ts";

/** /dashboard/support, from Settings: the user's conversations with support, the latest first, and a new one. */
export default function SupportPage() {
  const list = useMyConversations();
  const [writing, setWriting] = useState(false);
  return (
    <PageFrame
      title="Support messages"
      subtitle="Your messages to the CampusGo team and their answers."
      back={{ to: dashboardPaths.settings, label: "Setting" }}
    >
      <button type="button" className="btn-primary mb-4 w-full sm:w-auto" onClick={() => setWriting(true)}>
        <MailIcon className="size-4" />
        New message
      </button>
      {list.isPending ? (
        <div
          className="h-24 animate-pulse rounded-3xl bg-white"
          role="status"
          aria-label="Loading your messages"
        />
      ) : list.isError ? (
        <p className="rounded-3xl bg-white p-5 text-danger" role="alert">
          {errorMessage(list.error)}
        </p>
      ) : list.data.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line bg-white p-6 text-center text-ink-muted">
          No messages yet. Questions about a ride, a payment or your account? Write to us.
        </p>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white shadow-sm">
          {list.data.map((c) => (
            <li key={c.id}>
              <Link
                to={supportConversationPath(c.id)}
                className="flex min-h-16 items-center gap-3 px-5 py-3 hover:bg-surface focus-visible:-outline-offset-2"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-semibold text-ink">{c.subject}</span>
                    <SupportStatusBadge status={c.status} />
                  </span>
                  <span className="block truncate text-sm text-ink-muted">
                    {c.lastFrom === "support" ? "Support: " : "You: "}
                    {c.preview}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {SUPPORT_TOPIC_LABELS[c.topic]}
                    {c.trip ? ` · ${c.trip.summary}` : ""} · {formatDateTime(c.lastMessageAt)}
                  </span>
                </span>
                <ChevronRightIcon className="size-4 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <NewMessageDialog open={writing} onClose={() => setWriting(false)} />
    </PageFrame>
  );
}
