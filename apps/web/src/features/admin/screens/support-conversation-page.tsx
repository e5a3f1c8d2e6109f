import { SUPPORT_TOPIC_LABELS } from "@campusgo/domain";
import toast from "react-hot-toast";
import { Link, useParams } from "react-router";
import { ArrowLeftIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { adminPaths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { ConversationThread, ReplyForm, SupportStatusBadge } from "../../support/index.ts";
import { useChangeSupportConversation, useSupportConversation } from "../api/inbox.ts";
import { LoadState } from "../components/load-state.tsx";
import { PageHeader } from "../components/page-header.tsx";

/**
 * /admin/support/:conversationId: a conversation with who wrote it and the trip it is about; the admin answers
 * (the user is told in the app and by e-mail), closes or reopens it.
 */
export default function SupportConversationPage() {
  const { conversationId = "" } = useParams();
  const conversation = useSupportConversation(conversationId);
  const change = useChangeSupportConversation(conversationId);
  const back = (
    <Link
      to={`${adminPaths.inbox}?kind=support`}
      className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      <ArrowLeftIcon />
      Inbox
    </Link>
  );
  if (!conversation.data) {
    return (
      <>
        {back}
        <LoadState
          loading={conversation.isPending}
          error={conversation.error}
          onRetry={() => conversation.refetch()}
        />
      </>
    );
  }
  const c = conversation.data;
  const closed = c.status === "closed";
  const toggle = () =>
    change.mutate(
      { kind: closed ? "reopen" : "close" },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <div className="max-w-3xl">
      {back}
      <PageHeader title={c.subject} description={`${SUPPORT_TOPIC_LABELS[c.topic]} · from ${c.user.name}`}>
        <button
          type="button"
          className="btn-outline border-line bg-white text-ink"
          onClick={toggle}
          disabled={change.isPending}
        >
          {change.isPending ? <Spinner /> : null}
          {closed ? "Reopen" : "Close conversation"}
        </button>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-line bg-white p-4 text-sm">
        <SupportStatusBadge status={c.status} />
        <span className="break-all text-ink">{c.user.email}</span>
        {c.user.phone ? <span className="text-ink">{c.user.phone}</span> : null}
        <span className="text-ink-muted">{c.user.role === "driver" ? "Driver" : "Rider"}</span>
        {c.trip ? (
          <Link
            className="font-semibold text-brand-700 underline"
            to={adminPaths.tripTimeline(c.trip.id, c.trip.kind)}
          >
            {c.trip.kind === "ride" ? "Ride" : "Delivery"}: {c.trip.summary} (timeline)
          </Link>
        ) : null}
      </div>
      <ConversationThread messages={c.messages} viewer="support" />
      <section className="mt-5 rounded-2xl border border-line bg-white p-4" aria-label="Answer">
        <ReplyForm
          label="Your answer"
          submitLabel="Send answer"
          pending={change.isPending}
          send={(body, done) => change.mutate({ kind: "reply", body }, done)}
        />
        <p className="mt-2 text-xs text-ink-muted">The user is told in the app and by e-mail.</p>
      </section>
    </div>
  );
}
