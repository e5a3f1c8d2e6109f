import { z } from "zod";
import { multiLineText, oneLineText } from "../schemas/text.ts";

/**
 * Support (docs/decisions/0036-support-timeline-inbox.md): a user writes to the team from Settings' Contact us
 * or from one of their trips; each message starts or continues a conversation that admins answer from the
 * inbox. The user reads the answers in the app and gets them by e-mail.
 */

export const SUPPORT_TOPICS = ["ride", "delivery", "payment", "account", "safety", "other"] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  ride: "A ride",
  delivery: "A delivery",
  payment: "A payment",
  account: "My account",
  safety: "Safety",
  other: "Something else",
};

/** open: waits for support; in_progress: support answered, waits for the user; closed: closed by an admin. */
export const SUPPORT_STATUSES = ["open", "in_progress", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: "Waiting for support",
  in_progress: "Answered",
  closed: "Closed",
};

export const SUPPORT_TRIP_KINDS = ["ride", "delivery"] as const;
export type SupportTripKind = (typeof SUPPORT_TRIP_KINDS)[number];

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_BODY_MAX = 2000;
/** Messages a user may send in an hour, new conversations and replies together. */
export const SUPPORT_MESSAGES_PER_HOUR = 10;

export const SUPPORT_MESSAGES = {
  topic: "Please choose what your message is about",
  subjectRequired: "Please give your message a subject",
  subjectShort: `The subject must be at least ${SUPPORT_SUBJECT_MIN} characters`,
  subjectLong: `The subject must be at most ${SUPPORT_SUBJECT_MAX} characters`,
  bodyRequired: "Please write your message",
  bodyLong: `Your message must be at most ${SUPPORT_BODY_MAX} characters`,
  replyRequired: "Please write your reply",
  tripKind: "Please say which kind of trip this is about",
  tripNotFound: "We could not find that trip among yours",
  notFound: "This conversation does not exist.",
  tooMany: `You have sent ${SUPPORT_MESSAGES_PER_HOUR} messages in the last hour. Please wait a little before writing again.`,
  sent: "Message sent. We usually answer within a day.",
  replySent: "Reply sent",
  answered: "Reply sent. The user was told in the app and by e-mail.",
  closed: "Conversation closed",
  reopened: "Conversation reopened",
  alreadyClosed: "This conversation is already closed.",
  alreadyOpen: "This conversation is already open.",
} as const;

const subject = oneLineText({ error: SUPPORT_MESSAGES.subjectRequired })
  .min(1, { error: SUPPORT_MESSAGES.subjectRequired })
  .min(SUPPORT_SUBJECT_MIN, { error: SUPPORT_MESSAGES.subjectShort })
  .max(SUPPORT_SUBJECT_MAX, { error: SUPPORT_MESSAGES.subjectLong });

const body = (required: string) =>
  multiLineText({ error: required })
    .min(1, { error: required })
    .max(SUPPORT_BODY_MAX, { error: SUPPORT_MESSAGES.bodyLong });

/** POST /api/support/conversations: a new message to support, about one of the caller's trips or not. */
export const newSupportConversationSchema = z
  .object({
    topic: z.enum(SUPPORT_TOPICS, { error: SUPPORT_MESSAGES.topic }),
    subject,
    body: body(SUPPORT_MESSAGES.bodyRequired),
    tripKind: z.enum(SUPPORT_TRIP_KINDS, { error: SUPPORT_MESSAGES.tripKind }).optional(),
    tripId: z.guid({ error: SUPPORT_MESSAGES.tripNotFound }).optional(),
  })
  .refine((b) => (b.tripId === undefined) === (b.tripKind === undefined), {
    error: SUPPORT_MESSAGES.tripKind,
    path: ["tripKind"],
  });
export type NewSupportConversationInput = z.input<typeof newSupportConversationSchema>;

/** POST .../messages: one more message (the user's or an admin's reply). */
export const supportMessageSchema = z.object({ body: body(SUPPORT_MESSAGES.replyRequired) });
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

export const supportMessageViewSchema = z.object({
  id: z.string(),
  from: z.enum(["user", "support"]),
  /** The admin's first name for support's messages ("CampusGo support" when unknown), the user's for theirs. */
  author: z.string(),
  body: z.string(),
  at: z.string(),
});
export type SupportMessageView = z.infer<typeof supportMessageViewSchema>;

const tripRefSchema = z.object({
  kind: z.enum(SUPPORT_TRIP_KINDS),
  id: z.string(),
  /** "Main gate to Hill-top". */
  summary: z.string(),
});

/** A conversation in the user's list. */
export const supportConversationSummarySchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  lastFrom: z.enum(["user", "support"]),
  lastMessageAt: z.string(),
  /** The last message's first words. */
  preview: z.string(),
  trip: tripRefSchema.nullable(),
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummarySchema>;

export const supportConversationViewSchema = supportConversationSummarySchema.extend({
  createdAt: z.string(),
  messages: z.array(supportMessageViewSchema),
});
export type SupportConversationView = z.infer<typeof supportConversationViewSchema>;

/** A conversation as admins see it: who wrote it, with their contact details. */
export const adminSupportConversationSchema = supportConversationViewSchema.extend({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.string(),
  }),
  closedAt: z.string().nullable(),
});
export type AdminSupportConversation = z.infer<typeof adminSupportConversationSchema>;

/** The admin inbox (GET /api/admin/inbox). */
export const INBOX_KINDS = [
  "payment_report",
  "flagged_trip",
  "support",
  "delivery_dispute",
  "sos",
  "trip_check",
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  payment_report: "Off-app payment",
  flagged_trip: "Flagged trip",
  support: "Support message",
  delivery_dispute: "Delivery dispute",
  sos: "SOS",
  trip_check: "Trip check not answered",
};
export const INBOX_STATES = ["open", "in_progress", "closed"] as const;
export type InboxState = (typeof INBOX_STATES)[number];
export const INBOX_STATE_LABELS: Record<InboxState, string> = {
  open: "Open",
  in_progress: "In progress",
  closed: "Closed",
};
export const INBOX_PAGE_SIZE = 30;

export const inboxQuerySchema = z.object({
  kind: z.enum(INBOX_KINDS, { error: "Please choose a known kind" }).optional(),
  state: z.enum(INBOX_STATES, { error: "Please choose open, in progress or closed" }).optional(),
  page: z.coerce.number({ error: "Please ask for a page number" }).int().min(1).max(10_000).default(1),
});

export const inboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.string(),
  state: z.enum(INBOX_STATES),
  title: z.string(),
  /** Who it is from or about, in a few words. */
  detail: z.string(),
  at: z.string(),
  trip: z.object({ kind: z.enum(["ride", "delivery"]), id: z.string() }).nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  page: z.number(),
  hasMore: z.boolean(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** One trip's timeline for admins (GET /api/admin/trips/:kind/:id/timeline). */
/** The trips with a timeline: a ride, a delivery, and a campus shuttle run (its SOS, checks and track). */
export const TIMELINE_TRIP_KINDS = ["ride", "delivery", "shuttle_run"] as const;
export type TimelineTripKind = (typeof TIMELINE_TRIP_KINDS)[number];
export const TIMELINE_SOURCES = [
  "trip",
  "position",
  "offer",
  "message",
  "payment",
  "rating",
  "report",
  "sos",
  "check",
] as const;
export type TimelineSource = (typeof TIMELINE_SOURCES)[number];

export const timelineEntrySchema = z.object({
  at: z.string(),
  source: z.enum(TIMELINE_SOURCES),
  /** What happened, in words: "Driver arrived", "Offer of ₦1,500 by Musa". */
  title: z.string(),
  detail: z.string().nullable(),
  /** Who did it: a person's name and role, or "System". */
  actor: z.string(),
  position: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  /** Where the entry's own screen is, when it has one (a conversation, an SOS). */
  link: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const tripTimelineSchema = z.object({
  trip: z.object({
    kind: z.enum(TIMELINE_TRIP_KINDS),
    id: z.string(),
    status: z.string(),
    from: z.string(),
    to: z.string(),
    /** Where it was to start and end. */
    fromAt: z.object({ lat: z.number(), lon: z.number() }),
    toAt: z.object({ lat: z.number(), lon: z.number() }),
    booker: z.object({ id: z.string(), name: z.string() }).nullable(),
    driver: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
  }),
  entries: z.array(timelineEntrySchema),
  /** The recorded track, sampled to at most TIMELINE_TRACK_MAX points, in time order. */
  track: z.array(z.object({ lat: z.number(), lon: z.number(), at: z.string() })),
  /** How many positions were recorded in all. */
  positionsRecorded: z.number(),
});
export type TripTimeline = z.infer<typeof tripTimelineSchema>;
export const TIMELINE_TRACK_MAX = 200;
/** Positions shown as entries in the list: one every this many seconds at most. */
export const TIMELINE_POSITION_EVERY_S = 60;
