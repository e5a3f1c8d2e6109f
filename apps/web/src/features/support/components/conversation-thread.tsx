import { formatDateTime, type SupportMessageView } from "@campusgo/domain";

/**
 * A conversation's messages in the order written: the user's on one side, support's on the other, each with who
 * wrote it and when. `viewer` says whose side is "mine" (the user's in the app, support's for admins).
 */
export function ConversationThread({
  messages,
  viewer,
}: {
  messages: readonly SupportMessageView[];
  viewer: "user" | "support";
}) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Messages">
      {messages.map((m) => {
        const mine = m.from === viewer;
        return (
          <li key={m.id} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
            <article
              className={`max-w-[85%] rounded-2xl px-4 py-3 ${
                mine
                  ? "rounded-br-sm bg-brand-700 text-white"
                  : "rounded-bl-sm border border-line bg-white text-ink"
              }`}
            >
              <p className={`text-xs font-semibold ${mine ? "text-brand-50" : "text-ink-muted"}`}>
                {m.from === "support" ? m.author : viewer === "user" ? "You" : m.author}
                <span aria-hidden="true"> · </span>
                <time dateTime={m.at}>{formatDateTime(m.at)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{m.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
