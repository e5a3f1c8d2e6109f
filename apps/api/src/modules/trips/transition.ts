import type { TripKind } from "@campusgo/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { driverJobs } from "../../db/schema/index.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import type { TripChange } from "./changes.ts";
import { logTripEvent } from "./events.ts";
import type { TripEventName, TripEventPayload } from "./payloads.ts";

/** What the kernel needs of a kind's table: its rows' id, status and last change, and who drives it when. */
export interface TripTable<K extends TripKind = TripKind> {
  kind: K;
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  updatedAt: PgColumn;
  /** The statuses in which the trip is its driver's job (the driver is heading to it or on it). */
  driverActive: readonly string[];
  driverOf(row: unknown): string | null;
}

interface KernelMove<Row, E extends string> {
  /** The status the kind's transition table leads to (the caller looked the move up). */
  to: string;
  event: E;
  actor: string;
  actorId?: string | null;
  /** Other columns the transition sets. */
  patch?: Partial<Row>;
  /** A further condition of the compare-and-set (e.g. the acting driver is the assigned one). */
  guard?: SQL | undefined;
  at?: Date;
  unclaimed?: boolean;
}

/** A move of kind `K`'s trip by event `E`, with the payload that event carries (./payloads.ts). */
export type KernelInput<
  Row,
  K extends TripKind = TripKind,
  E extends TripEventName<K> = TripEventName<K>,
> = KernelMove<Row, E> & {
  /** The event's payload; required by the kinds' inputs where the event carries one (./payloads.ts). */
  payload?: TripEventPayload<K, E>;
};

/**
 * The one way a trip's status changes, whatever its kind: a compare-and-set on the status the caller read
 * (UPDATE ... WHERE id AND status [AND guard]), the driver's job and the trip's event row, all in `tx`. Undefined
 * when another change won the race; then nothing is written. A driver who already has a job of any kind fails
 * the transition with the unique violation of `driver_jobs_pkey` (see `onAnotherJob`). What must happen with the change is the caller's to write in the
 * same `tx`; side effects that may be lost belong to the event's subscribers, run once the transaction commits
 * (docs/decisions/0029-the-trip-core.md).
 */
export async function applyTransition<
  Row extends { id: string; status: string },
  K extends TripKind,
  E extends TripEventName<K>,
>(tx: Db, spec: TripTable<K>, row: Row, input: KernelInput<Row, K, E>): Promise<TripChange<Row> | undefined> {
  const at = input.at ?? new Date();
  const [updated] = (await tx
    .update(spec.table)
    .set({ ...input.patch, status: input.to, updatedAt: at } as never)
    .where(and(eq(spec.id, row.id), eq(spec.status, row.status), input.guard))
    .returning()) as Row[];
  if (!updated) return undefined;
  await keepDriverJob(tx, spec, row.status, updated);
  return logTripEvent(
    tx,
    {
      kind: spec.kind,
      tripId: updated.id,
      event: input.event,
      from: row.status,
      to: updated.status,
      actor: input.actor,
      actorId: input.actorId ?? null,
      payload: input.payload ?? ({} as TripEventPayload<K, E>),
      at,
      trip: updated,
    },
    input.unclaimed,
  );
}

/**
 * The driver's one job: taken when the trip becomes theirs to drive, given back when it stops being. The primary
 * key refuses a second job in the same transaction as the transition that asks for it.
 */
async function keepDriverJob(tx: Db, spec: TripTable, from: string, row: { id: string; status: string }) {
  const was = spec.driverActive.includes(from);
  const is = spec.driverActive.includes(row.status);
  const driverId = spec.driverOf(row);
  if (is && !was && driverId) {
    await tx.insert(driverJobs).values({ driverId, tripId: row.id, tripKind: spec.kind });
  } else if (was && !is) {
    await tx.delete(driverJobs).where(eq(driverJobs.tripId, row.id));
  }
}

/** Whether an error is a driver's second job refused (they are on another trip of any kind). */
export const onAnotherJob = (error: unknown) => uniqueViolation(error) === "driver_jobs_pkey";
