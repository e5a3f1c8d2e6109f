import { noticeUnansweredOffers } from "../../offers/closed-notices.ts";
import { announceSettledOffers } from "../../offers/events.ts";
import { expireDueOffers } from "../../offers/repo.ts";
import type { RideDeps } from "../deps.ts";
import {
  dueAutoAccepts,
  dueExpiries,
  dueReservations,
  dueReturns,
  dueScheduled,
  dueSearches,
} from "./due.ts";
import {
  autoAccept,
  expireSearch,
  releaseReserved,
  remindReserved,
  startReturn,
  startScheduled,
  widenSearch,
} from "./steps.ts";

/**
 * The catch-up pass: every timed step that is due, whatever job should have run it (a job lost with an old
 * database, a clock jump), then the ride events nobody relayed. Runs as a recurring job (./jobs.ts) and is
 * how tests move time. Every step is a compare-and-set, so passes and jobs on several instances may overlap.
 */
export async function dispatchTick(deps: RideDeps, now = new Date()): Promise<void> {
  for (const { id } of await dueScheduled(deps.db, now, 50, deps.config.rides.schedule)) {
    await startScheduled(deps, id, now);
  }
  for (const r of await dueReservations(deps.db, now, 50)) {
    await remindReserved(deps, r.id, now);
    await releaseReserved(deps, r.id, now);
  }
  for (const { id } of await dueSearches(deps.db, now, 200)) await widenSearch(deps, id, now);
  const expired = await expireDueOffers(deps.db, now);
  await announceSettledOffers(deps, expired);
  await noticeUnansweredOffers(deps, expired);
  for (const { id } of await dueAutoAccepts(deps.db, now, deps.config.rides.autoAcceptWindowMs, 50)) {
    await autoAccept(deps, id, now);
  }
  for (const { id } of await dueExpiries(deps.db, now, 200)) await expireSearch(deps, id, now);
  for (const { id } of await dueReturns(deps.db, now, 50)) await startReturn(deps, id, now);
  await deps.trips.sweep(now);
}
