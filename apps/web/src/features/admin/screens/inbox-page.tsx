import {
  adminRightAllows,
  formatDateTime,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxItem,
  type InboxKind,
  type InboxState,
} from "@campusgo/domain";
import { Link } from "react-router";
import { InboxIcon } from "../../../components/app-icons.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { useSignedInUser } from "../../../lib/signed-in-user.tsx";
import { useInbox } from "../api/inbox.ts";
import { LoadedList } from "../components/load-state.tsx";
import { FilterSelect, useFilterParams } from "../components/money-filters.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { INBOX_SCREEN_RIGHTS, inboxLinks } from "../inbox-links.ts";

const KIND_OPTIONS = INBOX_KINDS.map((value) => ({ value, label: INBOX_KIND_LABELS[value] }));
const STATE_OPTIONS = INBOX_STATES.map((value) => ({ value, label: INBOX_STATE_LABELS[value] }));

const STATE_TONES: Record<InboxState, string> = {
  open: "bg-keke-100 text-ink",
  in_progress: "bg-brand-50 text-brand-800",
  closed: "bg-surface text-ink-muted",
};
const KIND_TONES: Record<InboxKind, string> = {
  sos: "text-danger",
  payment_report: "text-ink",
  flagged_trip: "text-ink",
  support: "text-brand-800",
  delivery_dispute: "text-ink",
  trip_check: "text-danger",
};

const pick = <T extends string>(value: string, known: readonly T[]): T | null =>
  (known as readonly string[]).includes(value) ? (value as T) : null;

/**
 * /admin/inbox: off-app payment reports, flagged trips, support messages, delivery disputes, SOS and trip checks
 * nobody answered in one list, newest first, each with its state; filtered by kind and state (kept in the
 * address); each item opens its own screen and its trip's timeline.
 */
export default function InboxPage() {
  const filters = useFilterParams();
  const kind = pick(filters.get("kind"), INBOX_KINDS);
  const state = pick(filters.get("state"), INBOX_STATES);
  const inbox = useInbox({ kind, state, page: filters.page });
  const items = inbox.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Everything that asks for an admin: payment reports, flagged trips, support messages, delivery disputes and SOS."
      />
      <search className="mb-5 block" aria-label="Filter the inbox">
        <div className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-white p-3 shadow-sm sm:max-w-xl sm:p-4">
          <FilterSelect
            label="Kind"
            value={kind ?? ""}
            options={KIND_OPTIONS}
            onChange={(v) => filters.set({ kind: v })}
          />
          <FilterSelect
            label="State"
            value={state ?? ""}
            options={STATE_OPTIONS}
            onChange={(v) => filters.set({ state: v })}
          />
        </div>
      </search>
      <LoadedList list={inbox} rows={items} icon={InboxIcon} empty="Nothing here: the inbox is clear.">
        {(rows) => (
          <ul className="space-y-3" aria-label="Inbox">
            {rows.map((item) => (
              <InboxRow key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </LoadedList>
      {inbox.data && (filters.page > 1 || inbox.data.hasMore) ? (
        <Pagination page={filters.page} hasNext={inbox.data.hasMore} onPage={filters.goTo} />
      ) : null}
    </>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  const links = inboxLinks(item);
  // Its screen only for the rights that may open it (the API refuses the others anyway).
  const canOpen = adminRightAllows(useSignedInUser().adminRight, INBOX_SCREEN_RIGHTS[item.kind]);
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid="inbox-item">
      <div className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-wide uppercase">
        <span className={KIND_TONES[item.kind]}>{INBOX_KIND_LABELS[item.kind]}</span>
        <span className={`rounded-full px-2.5 py-1 normal-case ${STATE_TONES[item.state]}`}>
          {INBOX_STATE_LABELS[item.state]}
        </span>
        <time dateTime={item.at} className="ml-auto font-medium text-ink-muted normal-case">
          {formatDateTime(item.at)}
        </time>
      </div>
      <h2 className="mt-2 font-semibold break-words text-ink">{item.title}</h2>
      {item.detail ? <p className="text-sm break-words text-ink-muted">{item.detail}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {canOpen ? (
          <Link to={links.open.to} className="btn-primary min-h-11 px-4 py-2 text-sm">
            {links.open.label}
          </Link>
        ) : null}
        {links.timeline ? (
          <Link
            to={links.timeline}
            className="btn-outline min-h-11 border-line bg-white px-4 py-2 text-sm text-ink"
          >
            Trip timeline
          </Link>
        ) : null}
      </div>
    </li>
  );
}
