import { and, eq, lte, sql } from "drizzle-orm";
import { deliveries, offers } from "../../db/schema/index.ts";
import type { Jobs } from "../../jobs/types.ts";
import { dispatchTimeOf, searchDeadline } from "../rides/schedule.ts";
import { liveRidesConfig } from "../service-data/settings.ts";
import type { DeliveryDeps } from "./deps.ts";
import { dispatchDelivery } from "./dispatchable.ts";
import { publishDelivery } from "./on-change.ts";
import { findDelivery } from "./repo.ts";
import { transitionDelivery } from "./transition.ts";

declare module "../../jobs/types.ts" {
  interface JobTypes {
    "deliveries.sweep": Record<string, never>;
  }
}

/** Rows looked at per kind of step in one pass (the rest in the next). */
const BATCH = 100;

const noPendingOffer = sql`not exists (${sql`select 1 from ${offers} where ${offers.tripId} = ${deliveries.id} and ${offers.status} = 'pending'`})`;

/**
 * A delivery's timed steps, as the rides' (modules/rides/timers/): one booked for later starts searching at its
 * lead before the pickup time; a search widens one radius step at a time; a search nobody was accepted on in time
 * expires (with an offer pending it waits for that offer). Every step is a compare-and-set, so passes on several
 * instances may overlap.
 */
export async function deliveryTick(deps: DeliveryDeps, now = new Date()): Promise<void> {
  const cfg = await liveRidesConfig(deps);
  const scheduled = await deps.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.status, "scheduled"))
    .limit(BATCH);
  for (const d of scheduled) {
    if (!d.scheduledAt || dispatchTimeOf(deps, d.scheduledAt, d.distanceM).getTime() > now.getTime())
      continue;
    const change = await deps.db.transaction((tx) =>
      transitionDelivery(tx, d, {
        event: "dispatch",
        actor: "system",
        patch: {
          searchRadiusM: cfg.initialRadiusM,
          nextStepAt: new Date(now.getTime() + cfg.stepMs),
          searchStartedAt: now,
          searchExpiresAt: searchDeadline(cfg, d.scheduledAt, now),
        },
        at: now,
      }),
    );
    if (change) await deps.events.publish(change);
  }

  const widening = await deps.db
    .select({ id: deliveries.id, nextStepAt: deliveries.nextStepAt })
    .from(deliveries)
    .where(and(eq(deliveries.status, "searching"), lte(deliveries.nextStepAt, now)))
    .limit(BATCH);
  for (const due of widening) {
    if (!due.nextStepAt) continue;
    const current = await findDelivery(deps.db, due.id);
    if (!current) continue;
    const radius = Math.min(current.searchRadiusM + cfg.radiusStepM, cfg.maxRadiusM);
    // Only one caller wins a step: the guard is the step time it read.
    const [widened] = await deps.db
      .update(deliveries)
      .set({ searchRadiusM: radius, nextStepAt: new Date(now.getTime() + cfg.stepMs), updatedAt: now })
      .where(
        and(
          eq(deliveries.id, due.id),
          eq(deliveries.status, "searching"),
          eq(deliveries.nextStepAt, due.nextStepAt),
        ),
      )
      .returning();
    if (!widened) continue;
    if (radius !== current.searchRadiusM) await publishDelivery(deps, widened, now);
    await dispatchDelivery(deps, widened, now);
  }

  const expiring = await deps.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.status, "searching"), lte(deliveries.searchExpiresAt, now), noPendingOffer))
    .limit(BATCH);
  for (const d of expiring) {
    const change = await deps.db.transaction((tx) =>
      transitionDelivery(tx, d, {
        event: "expire",
        actor: "system",
        patch: { nextStepAt: null },
        guard: noPendingOffer,
        at: now,
      }),
    );
    if (change) await deps.events.publish(change);
  }
}

/**
 * Runs the deliveries' steps every `sweepMs` as a chain of jobs (one waiting at a time across instances), and
 * once as the instance starts. With `sweepMs` 0 nothing runs: tests move time themselves with deliveryTick.
 */
export async function runDeliveryTimers(deps: DeliveryDeps, jobs: Jobs, sweepMs: number): Promise<void> {
  if (sweepMs <= 0) return;
  await jobs.work("deliveries.sweep", async () => {
    try {
      await deliveryTick(deps);
    } finally {
      await jobs.send(
        "deliveries.sweep",
        {},
        { startAfter: new Date(Date.now() + sweepMs), singletonKey: "sweep" },
      );
    }
  });
  await jobs.send("deliveries.sweep", {});
}
