import {
  INBOX_PAGE_SIZE,
  type InboxItem,
  type InboxKind,
  type InboxPage,
  type InboxState,
} from "@campusgo/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * One select per kind of thing that asks for an admin, each as (kind, id, state, title, detail, at, trip_kind,
 * trip_id). A new kind is one more entry here and in INBOX_KINDS.
 */
const KIND_QUERIES: Record<InboxKind, SQL> = {
  payment_report: sql`
    select 'payment_report' as kind, r.id, case when r.status = 'open' then 'open' else 'closed' end as state,
      'Asked to be paid outside the app' as title,
      coalesce(ru.full_name, 'A deleted account') || ' reported ' || coalesce(du.full_name, 'a deleted account')
        || case when r.status = 'open' then '' else ' · ' || r.status end as detail,
      r.created_at as at, t.kind as trip_kind, r.trip_id
    from payment_reports r
    join trips t on t.id = r.trip_id
    left join users ru on ru.id = r.rider_id
    left join users du on du.id = r.driver_id`,
  flagged_trip: sql`
    select 'flagged_trip' as kind, h.trip_id as id, case when h.status = 'held' then 'open' else 'closed' end as state,
      case when h.reason = 'flagged' then 'Trip flagged by its rider' else 'Trip ended short' end as title,
      rd.pickup_name || ' to ' || rd.dest_name || coalesce(' · driver ' || du.full_name, '')
        || case when h.status = 'held' then '' else ' · ' || h.status end as detail,
      h.created_at as at, 'ride' as trip_kind, h.trip_id
    from earnings_holds h
    join rides rd on rd.id = h.trip_id
    left join users du on du.id = h.driver_id
    where h.reason in ('flagged', 'ended_short')`,
  support: sql`
    select 'support' as kind, c.id, c.status as state, c.subject as title,
      u.full_name || ' · ' || case when c.last_from = 'user' then 'waiting for support' else 'answered' end as detail,
      c.last_message_at as at, c.trip_kind, c.trip_id
    from support_conversations c
    join users u on u.id = c.user_id`,
  delivery_dispute: sql`
    select 'delivery_dispute' as kind, d.id,
      case when d.status = 'disputed' and coalesce(h.status, 'held') = 'held' then 'open' else 'closed' end as state,
      'Drop-off code did not match' as title,
      d.pickup_name || ' to ' || d.dropoff_name || coalesce(' · driver ' || du.full_name, '') as detail,
      coalesce((select max(e.at) from trip_events e where e.trip_id = d.id and e.event = 'dispute'), d.created_at) as at,
      'delivery' as trip_kind, d.id as trip_id
    from deliveries d
    left join earnings_holds h on h.trip_id = d.id
    left join users du on du.id = d.driver_id
    where d.status = 'disputed' or exists (select 1 from trip_events e where e.trip_id = d.id and e.event = 'dispute')`,
  sos: sql`
    select 'sos' as kind, s.id,
      case s.status when 'open' then 'open' when 'safe' then 'in_progress' else 'closed' end as state,
      'SOS' as title,
      u.full_name || ' (' || s.role || ')' || case s.status when 'safe' then ' · said they are safe' else '' end as detail,
      s.raised_at as at, s.trip_kind, s.trip_id
    from sos_alerts s
    join users u on u.id = s.raised_by`,
  // A check nobody answered in time: open while its episode goes on unanswered; closed once the rider answers
  // (late) or the episode ends (back on the way, moving again, the trip over).
  trip_check: sql`
    select 'trip_check' as kind, c.id,
      case when c.status = 'unanswered' and c.ended_at is null then 'open' else 'closed' end as state,
      case when c.trip_kind = 'ride' then 'Rider' else 'Sender' end || ' did not answer ''Are you OK?''' as title,
      u.full_name || case when c.kind = 'off_route' then ' · off the route' else ' · stopped' end
        || case when c.status = 'ok' then ' · answered later' when c.ended_at is not null then ' · check ended'
          else '' end as detail,
      c.escalated_at as at, c.trip_kind, c.trip_id
    from trip_checks c
    join users u on u.id = c.user_id
    where c.escalated_at is not null`,
};

interface Row {
  kind: InboxKind;
  id: string;
  state: InboxState;
  title: string;
  detail: string | null;
  at: Date | string;
  trip_kind: string | null;
  trip_id: string | null;
}

/**
 * GET /api/admin/inbox: off-app payment reports, flagged trips, support conversations, delivery disputes, SOS
 * and the trip checks nobody answered in one list, newest first, with their state (open, in progress, closed), a
 * page at a time.
 */
export async function inbox(
  db: Db,
  filter: { kind?: InboxKind; state?: InboxState; page: number },
): Promise<InboxPage> {
  const kinds = filter.kind ? [filter.kind] : (Object.keys(KIND_QUERIES) as InboxKind[]);
  const union = sql.join(
    kinds.map((k) => sql`(${KIND_QUERIES[k]})`),
    sql` union all `,
  );
  const state = filter.state ? sql`where i.state = ${filter.state}` : sql``;
  const result = await db.execute(sql`
    select * from (${union}) i ${state}
    order by i.at desc, i.id desc
    limit ${INBOX_PAGE_SIZE + 1} offset ${(filter.page - 1) * INBOX_PAGE_SIZE}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const items = rows.slice(0, INBOX_PAGE_SIZE).map(
    (r): InboxItem => ({
      kind: r.kind,
      id: r.id,
      state: r.state,
      title: r.title,
      detail: r.detail ?? "",
      at: new Date(r.at).toISOString(),
      trip:
        r.trip_id && (r.trip_kind === "ride" || r.trip_kind === "delivery")
          ? { kind: r.trip_kind, id: r.trip_id }
          : null,
    }),
  );
  return { items, page: filter.page, hasMore: rows.length > INBOX_PAGE_SIZE };
}
