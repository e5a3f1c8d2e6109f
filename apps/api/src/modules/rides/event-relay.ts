import type { RideActor, RideStatus } from "@campusgo/domain";
import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { type RideEventRow, rideEvents } from "../../db/schema/index.ts";
import { findRide } from "./repo.ts";
import { RELAY_CLAIM_MS, type RideChange, type RideLogEvent } from "./transition.ts";

/** Reacts to a committed ride change: socket events, notifications, dispatch, timers... */
export type RideSubscriber = (change: RideChange) => Promise<void>;

/**
 * Relays committed `ride_events` rows to the app's subscribers, in the order they were added. The instance that
 * wrote an event relays it right after its commit (`publish`); an event nobody relayed (its writer crashed, or
 * it was written where no relay was at hand, e.g. inside an account deletion) is taken by `sweep` once its
 * claim has run out, on whichever instance comes first. A subscriber that fails is logged and never stops the
 * others.
 */
export class RideEventRelay {
  private readonly subscribers: { name: string; run: RideSubscriber }[] = [];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  subscribe(name: string, run: RideSubscriber): void {
    this.subscribers.push({ name, run });
  }

  /** Runs the subscribers of changes this instance has just committed. */
  async publish(...changes: (RideChange | undefined)[]): Promise<void> {
    for (const change of changes) {
      if (!change) continue;
      await this.deliver(change);
      await this.db
        .update(rideEvents)
        .set({ publishedAt: new Date() })
        .where(eq(rideEvents.id, change.eventId));
    }
  }

  /** Relays events whose claim ran out unpublished; returns how many. */
  async sweep(now = new Date(), limit = 100): Promise<number> {
    const due = this.db
      .select({ id: rideEvents.id })
      .from(rideEvents)
      .where(
        and(
          isNull(rideEvents.publishedAt),
          or(isNull(rideEvents.claimedUntil), lt(rideEvents.claimedUntil, now)),
        ),
      )
      .orderBy(asc(rideEvents.seq))
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(rideEvents)
      .set({ claimedUntil: new Date(now.getTime() + RELAY_CLAIM_MS) })
      .where(inArray(rideEvents.id, due))
      .returning();
    claimed.sort((a, b) => a.seq - b.seq);
    for (const row of claimed) {
      const ride = await findRide(this.db, row.rideId);
      if (ride) await this.deliver(changeOf(row, ride));
      await this.db.update(rideEvents).set({ publishedAt: new Date() }).where(eq(rideEvents.id, row.id));
    }
    return claimed.length;
  }

  private async deliver(change: RideChange): Promise<void> {
    for (const subscriber of this.subscribers) {
      try {
        await subscriber.run(change);
      } catch (error) {
        this.log.error(
          { err: error, rideId: change.ride.id, event: change.event, subscriber: subscriber.name },
          "ride event subscriber failed",
        );
      }
    }
  }
}

/** A stored event as a change; the ride is as it is now (a later change may have moved it on). */
function changeOf(row: RideEventRow, ride: RideChange["ride"]): RideChange {
  return {
    eventId: row.id,
    event: row.event as RideLogEvent,
    from: row.fromStatus as RideStatus | null,
    to: row.toStatus as RideStatus,
    actor: row.actor as RideActor,
    actorId: row.actorId,
    payload: row.payload,
    at: row.at,
    ride,
  };
}
