import {
  type AdminSupportConversation,
  type NewSupportConversationInput,
  SUPPORT_MESSAGES,
  SUPPORT_MESSAGES_PER_HOUR,
  type SupportConversationSummary,
  type SupportConversationView,
  type SupportTripKind,
} from "@campusgo/domain";
import { and, count, desc, eq, gt, inArray, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  deliveries,
  rides,
  type SupportConversation,
  type SupportMessage,
  supportConversations,
  supportMessages,
  type User,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { rideNoticeMail } from "../../lib/mail/templates.ts";
import type { Mailer } from "../../lib/mail.ts";
import { insertAudit } from "../admin/repo.ts";
import type { Notifier } from "../notifications/notifier.ts";

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  notifier: Notifier;
  publicUrl: string;
  log: { warn: (o: object, m: string) => void };
}

const notFound = () => new AppError("not_found", SUPPORT_MESSAGES.notFound);

/** The web app's paths of a conversation, for the user and for admins. */
export const supportPath = (id: string) => `/dashboard/support/${encodeURIComponent(id)}`;
export const adminSupportPath = (id: string) => `/admin/support/${encodeURIComponent(id)}`;

const PREVIEW = 120;
const preview = (body: string) =>
  body.length > PREVIEW ? `${body.slice(0, PREVIEW - 1).trimEnd()}…` : body.replace(/\s+/g, " ");

/** "Main gate to Hill-top" for each trip among `refs` that still exists. */
async function tripSummaries(
  db: Db,
  refs: readonly { tripId: string | null; tripKind: string | null }[],
): Promise<Map<string, { kind: SupportTripKind; summary: string }>> {
  const out = new Map<string, { kind: SupportTripKind; summary: string }>();
  const rideIds = refs.filter((r) => r.tripKind === "ride" && r.tripId).map((r) => r.tripId as string);
  const deliveryIds = refs
    .filter((r) => r.tripKind === "delivery" && r.tripId)
    .map((r) => r.tripId as string);
  if (rideIds.length) {
    const rows = await db
      .select({ id: rides.id, from: rides.pickupName, to: rides.destName })
      .from(rides)
      .where(inArray(rides.id, rideIds));
    for (const r of rows) out.set(r.id, { kind: "ride", summary: `${r.from} to ${r.to}` });
  }
  if (deliveryIds.length) {
    const rows = await db
      .select({ id: deliveries.id, from: deliveries.pickupName, to: deliveries.dropoffName })
      .from(deliveries)
      .where(inArray(deliveries.id, deliveryIds));
    for (const r of rows) out.set(r.id, { kind: "delivery", summary: `${r.from} to ${r.to}` });
  }
  return out;
}

async function lastMessages(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([supportMessages.conversationId], {
      conversationId: supportMessages.conversationId,
      body: supportMessages.body,
    })
    .from(supportMessages)
    .where(inArray(supportMessages.conversationId, ids))
    .orderBy(supportMessages.conversationId, desc(supportMessages.createdAt), desc(supportMessages.id));
  return new Map(rows.map((r) => [r.conversationId, r.body]));
}

export async function summaries(
  db: Db,
  rows: readonly SupportConversation[],
): Promise<SupportConversationSummary[]> {
  const trips = await tripSummaries(db, rows);
  const last = await lastMessages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((c) => summaryOf(c, trips, last.get(c.id) ?? ""));
}

function summaryOf(
  c: SupportConversation,
  trips: Map<string, { kind: SupportTripKind; summary: string }>,
  lastBody: string,
): SupportConversationSummary {
  const trip = c.tripId ? trips.get(c.tripId) : undefined;
  return {
    id: c.id,
    topic: c.topic as SupportConversationSummary["topic"],
    subject: c.subject,
    status: c.status as SupportConversationSummary["status"],
    lastFrom: c.lastFrom as "user" | "support",
    lastMessageAt: c.lastMessageAt.toISOString(),
    preview: preview(lastBody),
    trip: trip && c.tripId ? { kind: trip.kind, id: c.tripId, summary: trip.summary } : null,
  };
}

async function conversationView(db: Db, c: SupportConversation): Promise<SupportConversationView> {
  const messages = await db
    .select({ message: supportMessages, authorName: users.fullName })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.conversationId, c.id))
    .orderBy(supportMessages.createdAt, supportMessages.id);
  const trips = await tripSummaries(db, [c]);
  const last = messages.at(-1)?.message.body ?? "";
  return {
    ...summaryOf(c, trips, last),
    createdAt: c.createdAt.toISOString(),
    messages: messages.map(({ message, authorName }) => messageView(message, authorName)),
  };
}

function messageView(m: SupportMessage, authorName: string | null) {
  const first = authorName?.split(/\s+/)[0];
  return {
    id: m.id,
    from: m.from as "user" | "support",
    author:
      m.from === "support" ? (first ? `${first}, CampusGo support` : "CampusGo support") : (first ?? "You"),
    body: m.body,
    at: m.createdAt.toISOString(),
  };
}

/**
 * Counts the caller's messages of the last hour with their user row locked, so messages sent at once are
 * counted one after another and never pass the limit together.
 */
async function takeMessageSlot(tx: Db, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const [row] = await tx
    .select({ n: count(), oldest: min(supportMessages.createdAt) })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.authorId, userId),
        eq(supportMessages.from, "user"),
        gt(supportMessages.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((row?.n ?? 0) >= SUPPORT_MESSAGES_PER_HOUR) {
    // When the oldest message of the hour leaves it, one more may be sent.
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + 3_600_000 - now.getTime()) / 1000));
    throw new AppError("too_many_requests", SUPPORT_MESSAGES.tooMany, { retryAfter });
  }
}

/** The trip is one of the caller's: they booked it or drove it. Anything else reads as not found. */
async function ownTrip(db: Db, user: Pick<User, "id">, kind: SupportTripKind, id: string): Promise<void> {
  if (kind === "ride") {
    const [ride] = await db
      .select({ riderId: rides.riderId, driverId: rides.driverId })
      .from(rides)
      .where(eq(rides.id, id));
    if (ride && (ride.riderId === user.id || ride.driverId === user.id)) return;
  } else {
    const [delivery] = await db
      .select({ senderId: deliveries.senderId, driverId: deliveries.driverId })
      .from(deliveries)
      .where(eq(deliveries.id, id));
    if (delivery && (delivery.senderId === user.id || delivery.driverId === user.id)) return;
  }
  throw new AppError("not_found", SUPPORT_MESSAGES.tripNotFound);
}

/** POST /api/support/conversations: a new conversation with its first message. */
export async function startConversation(
  deps: SupportDeps,
  user: User,
  input: NewSupportConversationInput & { subject: string; body: string },
  now = new Date(),
): Promise<SupportConversationView> {
  if (input.tripId && input.tripKind) await ownTrip(deps.db, user, input.tripKind, input.tripId);
  const conversation = await deps.db.transaction(async (tx) => {
    await takeMessageSlot(tx, user.id, now);
    const [c] = await tx
      .insert(supportConversations)
      .values({
        userId: user.id,
        tripId: input.tripId ?? null,
        tripKind: input.tripKind ?? null,
        topic: input.topic,
        subject: input.subject,
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!c) throw new Error("conversation not created");
    await tx
      .insert(supportMessages)
      .values({ conversationId: c.id, authorId: user.id, from: "user", body: input.body, createdAt: now });
    return c;
  });
  return conversationView(deps.db, conversation);
}

async function ownConversation(db: Db, user: Pick<User, "id">, id: string): Promise<SupportConversation> {
  const [c] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), eq(supportConversations.userId, user.id)));
  if (!c) throw notFound();
  return c;
}

/** GET /api/support/conversations: the caller's conversations, the latest message first. */
export async function myConversations(db: Db, user: User): Promise<SupportConversationSummary[]> {
  const rows = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, user.id))
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(100);
  return summaries(db, rows);
}

export async function myConversation(db: Db, user: User, id: string): Promise<SupportConversationView> {
  return conversationView(db, await ownConversation(db, user, id));
}

/** The user writes again: the conversation waits for support again (a closed one opens). */
export async function userReply(
  deps: SupportDeps,
  user: User,
  id: string,
  body: string,
  now = new Date(),
): Promise<SupportConversationView> {
  await ownConversation(deps.db, user, id);
  const updated = await deps.db.transaction(async (tx) => {
    await takeMessageSlot(tx, user.id, now);
    await tx
      .insert(supportMessages)
      .values({ conversationId: id, authorId: user.id, from: "user", body, createdAt: now });
    const [c] = await tx
      .update(supportConversations)
      .set({
        status: "open",
        lastFrom: "user",
        lastMessageAt: now,
        closedAt: null,
        closedBy: null,
        updatedAt: now,
      })
      .where(eq(supportConversations.id, id))
      .returning();
    if (!c) throw notFound();
    return c;
  });
  return conversationView(deps.db, updated);
}

/** Admins: the conversations, those waiting for support first, then by their latest message. */
export async function adminConversation(db: Db, id: string): Promise<AdminSupportConversation> {
  const [row] = await db
    .select({ c: supportConversations, user: users })
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id));
  if (!row) throw notFound();
  return {
    ...(await conversationView(db, row.c)),
    user: {
      id: row.user.id,
      name: row.user.fullName,
      email: row.user.email,
      phone: row.user.phoneNumber,
      role: row.user.role,
    },
    closedAt: row.c.closedAt?.toISOString() ?? null,
  };
}

/**
 * An admin answers: the message and the audit row commit together, the conversation then waits for the user;
 * the user gets an in-app notification (pushed after the commit) and an e-mail with the answer.
 */
export async function adminReply(
  deps: SupportDeps,
  admin: User,
  id: string,
  body: string,
  now = new Date(),
): Promise<AdminSupportConversation> {
  const { conversation, notification } = await deps.db.transaction(async (tx) => {
    const [c] = await tx
      .update(supportConversations)
      .set({
        status: "in_progress",
        lastFrom: "support",
        lastMessageAt: now,
        closedAt: null,
        closedBy: null,
        updatedAt: now,
      })
      .where(eq(supportConversations.id, id))
      .returning();
    if (!c) throw notFound();
    await tx
      .insert(supportMessages)
      .values({ conversationId: id, authorId: admin.id, from: "support", body, createdAt: now });
    await insertAudit(tx, { actorId: admin.id, action: "support.reply", targetId: id, details: {} });
    const notification = await deps.notifier.create(tx, c.userId, {
      kind: "support.reply",
      title: "Support answered",
      body: `About "${c.subject}": ${preview(body)}`,
      link: supportPath(id),
    });
    return { conversation: c, notification };
  });
  deps.notifier.publish(notification);
  await mailReply(deps, conversation, body);
  return adminConversation(deps.db, id);
}

async function mailReply(deps: SupportDeps, c: SupportConversation, body: string): Promise<void> {
  try {
    const [user] = await deps.db
      .select({ email: users.email, fullName: users.fullName, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, c.userId));
    if (!user || user.deletedAt) return;
    await deps.mailer.send({
      to: user.email,
      ...rideNoticeMail(
        user.fullName,
        `Re: ${c.subject}`,
        ["CampusGo support answered your message:", ...body.split(/\n+/)],
        [{ href: `${deps.publicUrl}${supportPath(c.id)}`, label: "Read and reply in the app" }],
      ),
    });
  } catch (error) {
    deps.log.warn({ err: error, conversationId: c.id }, "support reply mail failed");
  }
}

/** An admin closes or reopens a conversation; audited. A compare-and-set on the status it had. */
export async function setClosed(
  deps: SupportDeps,
  admin: User,
  id: string,
  close: boolean,
  now = new Date(),
): Promise<AdminSupportConversation> {
  await deps.db.transaction(async (tx) => {
    const [c] = await tx
      .update(supportConversations)
      .set(
        close
          ? { status: "closed", closedAt: now, closedBy: admin.id, updatedAt: now }
          : { status: "open", closedAt: null, closedBy: null, updatedAt: now },
      )
      .where(
        and(
          eq(supportConversations.id, id),
          close
            ? inArray(supportConversations.status, ["open", "in_progress"])
            : eq(supportConversations.status, "closed"),
        ),
      )
      .returning({ id: supportConversations.id });
    if (!c) {
      const [known] = await tx
        .select({ id: supportConversations.id })
        .from(supportConversations)
        .where(eq(supportConversations.id, id));
      if (!known) throw notFound();
      throw new AppError("conflict", close ? SUPPORT_MESSAGES.alreadyClosed : SUPPORT_MESSAGES.alreadyOpen);
    }
    await insertAudit(tx, {
      actorId: admin.id,
      action: close ? "support.close" : "support.reopen",
      targetId: id,
      details: {},
    });
  });
  return adminConversation(deps.db, id);
}
