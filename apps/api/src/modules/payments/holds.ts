import { LEDGER, MOVEMENTS } from "@campusgo/domain";
import { and, asc, eq, lt, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type EarningsHold, earningsHolds, type TripCharge } from "../../db/schema/index.ts";
import type { PaymentDeps } from "./deps.ts";
import { balanceOf, postMovement } from "./ledger.ts";

/**
 * Earnings held while a trip is reviewed (docs/decisions/0022-trips-ended-short.md): the driver's share of a trip
 * ended short, or of a trip the rider flagged, sits in their held account (`held:<driver>`), theirs but not payable,
 * until an admin decides (keep, adjust, refund: ./reviews.ts) or the hold's window passes (releaseDueHolds).
 */

/**
 * ended_short, flagged: a trip under review, released when an admin decides or the window passes. until_done: a
 * trip paid before it is made (a delivery), released when it is done (the server checked the last hand-over);
 * disputed: such a trip whose hand-over failed its check, released only by an admin. Neither of the last two
 * ends with the window.
 */
export type HoldReason = "ended_short" | "flagged" | "until_done" | "disputed";

/** Holds only a decision or the trip's end releases (never the window). */
export const HOLDS_WITHOUT_WINDOW = ["until_done", "disputed"] as const satisfies readonly HoldReason[];

/** Whether a hold's reason is one the window never ends. */
export const isHeldWithoutWindow = (reason: string): reason is (typeof HOLDS_WITHOUT_WINDOW)[number] =>
  (HOLDS_WITHOUT_WINDOW as readonly string[]).includes(reason);

/** Starts holding a trip's earnings (once: a second reason keeps the first hold). */
export async function startHold(
  tx: Db,
  input: { tripId: string; driverId: string | null; reason: HoldReason },
): Promise<void> {
  await tx
    .insert(earningsHolds)
    .values({ tripId: input.tripId, driverId: input.driverId, reason: input.reason })
    .onConflictDoNothing();
}

/** The trip's hold while it still holds (locked in `tx`), if any. */
export async function openHold(tx: Db, rideId: string): Promise<EarningsHold | undefined> {
  const [hold] = await tx
    .select()
    .from(earningsHolds)
    .where(and(eq(earningsHolds.tripId, rideId), eq(earningsHolds.status, "held")))
    .for("update");
  return hold;
}

/** A held trip was paid: its driver's share is what the hold now holds. */
export async function holdPaidShare(tx: Db, rideId: string, shareKobo: number): Promise<void> {
  await tx
    .update(earningsHolds)
    .set({ heldKobo: sql`${earningsHolds.heldKobo} + ${shareKobo}` })
    .where(and(eq(earningsHolds.tripId, rideId), eq(earningsHolds.status, "held")));
}

/**
 * The rider flagged a trip: its earnings are held. A trip not paid yet holds the driver's share when it is paid;
 * one already paid moves the share from the driver's available earnings, as much of it as is still there (what
 * was paid out already stays paid out; a refund then takes the rest from their next trips).
 */
export async function holdFlaggedTrip(
  tx: Db,
  charge: TripCharge | undefined,
  rideId: string,
  driverId: string | null,
) {
  await startHold(tx, { tripId: rideId, driverId, reason: "flagged" });
  const hold = await openHold(tx, rideId);
  if (!hold || hold.heldKobo > 0 || charge?.status !== "paid" || !charge.driverId) return;
  const share = charge.amountKobo - charge.refundedKobo - (charge.commissionKobo ?? 0);
  const available = await balanceOf(tx, LEDGER.driver(charge.driverId));
  const moved = Math.min(share, available);
  if (moved <= 0) return;
  await postMovement(tx, { kind: "hold", tripId: rideId }, MOVEMENTS.holdTaken(charge.driverId, moved));
  await holdPaidShare(tx, rideId, moved);
}

/**
 * Ends a hold in `tx` (locked by the caller): what it still holds becomes available to the driver, and the hold
 * takes its final status. Answers what was released.
 */
export async function endHold(
  tx: Db,
  hold: EarningsHold,
  outcome: { status: "released" | "kept" | "adjusted" | "refunded"; by?: string; note?: string },
): Promise<number> {
  const [current] = await tx
    .select({ heldKobo: earningsHolds.heldKobo })
    .from(earningsHolds)
    .where(eq(earningsHolds.tripId, hold.tripId));
  const heldKobo = current?.heldKobo ?? 0;
  if (heldKobo > 0) {
    await postMovement(
      tx,
      { kind: "hold_released", tripId: hold.tripId },
      MOVEMENTS.holdReleased(hold.driverId ?? "removed", heldKobo),
    );
  }
  await tx
    .update(earningsHolds)
    .set({
      status: outcome.status,
      heldKobo: 0,
      decidedBy: outcome.by ?? null,
      decidedAt: new Date(),
      note: outcome.note ?? null,
    })
    .where(and(eq(earningsHolds.tripId, hold.tripId), eq(earningsHolds.status, "held")));
  return heldKobo;
}

/** Holds released in one pass of the follow-up job (the oldest first; the rest in the next passes). */
const RELEASE_BATCH = 50;

/**
 * The follow-up job's part for holds: every hold whose window (`holdMs` from when it was made) has passed with no
 * admin decision is released to the driver. Answers how many.
 */
export async function releaseDueHolds(deps: PaymentDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ rideId: earningsHolds.tripId })
    .from(earningsHolds)
    .where(
      and(
        eq(earningsHolds.status, "held"),
        notInArray(earningsHolds.reason, [...HOLDS_WITHOUT_WINDOW]),
        lt(earningsHolds.createdAt, new Date(now.getTime() - deps.config.payments.holdMs)),
      ),
    )
    .orderBy(asc(earningsHolds.createdAt))
    .limit(RELEASE_BATCH);
  let released = 0;
  for (const { rideId } of due) {
    await deps.db.transaction(async (tx) => {
      const hold = await openHold(tx, rideId);
      if (!hold) return;
      await endHold(tx, hold, { status: "released" });
      released += 1;
    });
  }
  return released;
}

/** A hold's reason changes (a delivery's hand-over failed its check: it waits for an admin). */
export async function holdFor(tx: Db, tripId: string, reason: HoldReason): Promise<void> {
  await tx
    .update(earningsHolds)
    .set({ reason })
    .where(and(eq(earningsHolds.tripId, tripId), eq(earningsHolds.status, "held")));
}

/** When a hold made at `createdAt` ends by itself. */
export const holdEndsAt = (deps: Pick<PaymentDeps, "config">, createdAt: Date) =>
  new Date(createdAt.getTime() + deps.config.payments.holdMs);
