import type { TripKind } from "@campusgo/domain";
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { type TripEventRow, tripEvents } from "../../db/schema/index.ts";
import type { TripChange } from "./changes.ts";
import { RELAY_CLAIM_MS } from "./events.ts";
import { storedPayload } from "./payloads.ts";

/** Reacts to a committed change of a trip of one kind: socket events, notifications, dispatch, timers... */
export type TripSubscriber<C> = (change: C) => Promise<void>;

interface KindEntry {
  /** The trip as it is now (the sweep's late events). */
  load(db: Db, id: string): Promise<unknown>;
  /** The change its subscribers take (a kind may name its trip in its own words: `ride`, `delivery`). */
  shape(change: TripChange<unknown>): unknown;
  subscribers: { name: string; run: TripSubscriber<unknown> }[];
}

/** A kind's side of the relay: its subscribers, and the changes it publishes. */
export interface KindEvents<C extends TripChange> {
  subscribe(name: string, run: TripSubscriber<C>): void;
  publish(...changes: (C | undefined)[]): Promise<void>;
}

/**
 * Relays committed `trip_events` rows to the subscribers of their kind, in the order they were added. The
 * instance that wrote an event relays it right after its commit (`publish`); an event nobody relayed (its writer
 * crashed, or it was written where no relay was at hand, e.g. inside an account deletion) is taken by `sweep` once
 * its claim has run out, on whichever instance comes first. A subscriber that fails is logged and never stops the
 * others.
 */
export class TripEventRelay {
  private readonly kinds = new Map<TripKind, KindEntry>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A kind joins the relay: how to load its trips, and the shape its subscribers take. */
  kind<Row, C extends TripChange<Row>>(
    kind: TripKind,
    load: (db: Db, id: string) => Promise<Row | undefined>,
    shape: (change: TripChange<Row>) => C,
  ): KindEvents<C> {
    const entry: KindEntry = {
      load,
      shape: shape as (change: TripChange<unknown>) => unknown,
      subscribers: [],
    };
    this.kinds.set(kind, entry);
    return {
      subscribe: (name, run) => entry.subscribers.push({ name, run: run as TripSubscriber<unknown> }),
      publish: (...changes) => this.publish(...changes),
    };
  }

  /** Runs the subscribers of changes this instance has just committed. */
  async publish(...changes: (TripChange | undefined)[]): Promise<void> {
    for (const change of changes) {
      if (!change) continue;
      await this.deliver(change);
      await this.db
        .update(tripEvents)
        .set({ publishedAt: new Date() })
        .where(eq(tripEvents.id, change.eventId));
    }
  }

  /** Relays events whose claim ran out unpublished; returns how many. */
  async sweep(now = new Date(), limit = 100): Promise<number> {
    const due = this.db
      .select({ id: tripEvents.id })
      .from(tripEvents)
      .where(
        and(
          isNull(tripEvents.publishedAt),
          or(isNull(tripEvents.claimedUntil), lt(tripEvents.claimedUntil, now)),
        ),
      )
      .orderBy(asc(tripEvents.seq))
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(tripEvents)
      .set({ claimedUntil: new Date(now.getTime() + RELAY_CLAIM_MS) })
      .where(inArray(tripEvents.id, due))
      .returning();
    claimed.sort((a, b) => a.seq - b.seq);
    for (const row of claimed) {
      const trip = await this.kinds.get(row.tripKind as TripKind)?.load(this.db, row.tripId);
      if (trip) await this.deliver(changeOf(row, trip));
      await this.db.update(tripEvents).set({ publishedAt: new Date() }).where(eq(tripEvents.id, row.id));
    }
    return claimed.length;
  }

  private async deliver(change: TripChange): Promise<void> {
    const entry = this.kinds.get(change.kind);
    if (!entry) return;
    const shaped = entry.shape(change);
    for (const subscriber of entry.subscribers) {
      try {
        await subscriber.run(shaped);
      } catch (error) {
        this.log.error(
          {
            err: error,
            kind: change.kind,
            tripId: change.tripId,
            event: change.event,
            subscriber: subscriber.name,
          },
          "trip event subscriber failed",
        );
      }
    }
  }
}

/** A stored event as a change; the trip is as it is now (a later change may have moved it on). */
function changeOf(row: TripEventRow, trip: unknown): TripChange {
  return {
    eventId: row.id,
    kind: row.tripKind as TripKind,
    tripId: row.tripId,
    event: row.event,
    from: row.fromStatus,
    to: row.toStatus,
    actor: row.actor,
    actorId: row.actorId,
    payload: storedPayload(row),
    at: row.at,
    trip,
  };
}
