import type { Jobs } from "../../../jobs/types.ts";
import type { RideDeps } from "../deps.ts";
import { dispatchTimeOf } from "../schedule.ts";
import type { RideChange } from "../transition.ts";
import {
  autoAccept,
  expirePendingOffer,
  expireSearch,
  releaseReserved,
  remindReserved,
  startReturn,
  startScheduled,
  type TimedStep,
  widenSearch,
} from "./steps.ts";
import { dispatchTick } from "./sweep.ts";

declare module "../../../jobs/types.ts" {
  interface JobTypes {
    "ride.dispatch": { id: string };
    "ride.widen": { id: string };
    "ride.expire": { id: string };
    "ride.return": { id: string };
    "ride.remind": { id: string };
    "ride.release": { id: string };
    "ride.autoaccept": { id: string };
    "offer.expire": { id: string };
    "rides.sweep": Record<string, never>;
  }
}

type TimerName =
  | "ride.dispatch"
  | "ride.widen"
  | "ride.expire"
  | "ride.return"
  | "ride.remind"
  | "ride.release"
  | "ride.autoaccept"
  | "offer.expire";

/** Read when a job runs, not when this module loads (the offers service and the steps import each other). */
const steps = (): Record<TimerName, TimedStep> => ({
  "ride.dispatch": startScheduled,
  "ride.widen": widenSearch,
  "ride.expire": expireSearch,
  "ride.return": startReturn,
  "ride.remind": remindReserved,
  "ride.release": releaseReserved,
  "ride.autoaccept": autoAccept,
  "offer.expire": expirePendingOffer,
});
const TIMER_NAMES: readonly TimerName[] = [
  "ride.dispatch",
  "ride.widen",
  "ride.expire",
  "ride.return",
  "ride.remind",
  "ride.release",
  "ride.autoaccept",
  "offer.expire",
];

/** One timer of one ride (or offer): at most one waits per name and id. */
function setTimer(jobs: Jobs, name: TimerName, id: string, at: Date): Promise<string | null> {
  return jobs.send(name, { id }, { startAfter: at, singletonKey: id });
}

/**
 * Subscriber: the timers a ride change starts. A scheduled ride is dispatched at its time; a search widens at
 * its next step and expires at its limit; a round trip's wait ends.
 */
export async function timersOnRideChange(deps: RideDeps, change: RideChange): Promise<void> {
  const { ride } = change;
  if (change.to === "scheduled" && ride.scheduledAt) {
    await setTimer(
      deps.jobs,
      "ride.dispatch",
      ride.id,
      dispatchTimeOf(deps, ride.scheduledAt, ride.distanceM),
    );
  } else if (change.to === "reserved") {
    if (ride.nextStepAt) await setTimer(deps.jobs, "ride.remind", ride.id, ride.nextStepAt);
    if (ride.searchExpiresAt) await setTimer(deps.jobs, "ride.release", ride.id, ride.searchExpiresAt);
  } else if (change.to === "searching") {
    if (ride.nextStepAt) await setTimer(deps.jobs, "ride.widen", ride.id, ride.nextStepAt);
    if (ride.searchExpiresAt) await setTimer(deps.jobs, "ride.expire", ride.id, ride.searchExpiresAt);
  } else if (change.to === "waiting" && ride.waitStartedAt) {
    const endsAt = new Date(ride.waitStartedAt.getTime() + ride.waitMinutes * 60_000);
    await setTimer(deps.jobs, "ride.return", ride.id, endsAt);
  }
}

/** "Accept the best offer up to ₦X": one decision per ride, when the first offer's window is over. */
export function setAutoAccept(deps: RideDeps, rideId: string, at: Date): Promise<string | null> {
  return setTimer(deps.jobs, "ride.autoaccept", rideId, at);
}

/** An offer's lifetime. */
export function setOfferExpiry(
  deps: RideDeps,
  offer: { id: string; expiresAt: Date },
): Promise<string | null> {
  return setTimer(deps.jobs, "offer.expire", offer.id, offer.expiresAt);
}

/**
 * Runs the ride timers in this process: each job does its step and, if the time has not come yet (a search
 * again moved it) or comes again (the next widening step), sets itself for then. A catch-up sweep runs every
 * `sweepMs` as a chain of jobs (one waiting at a time across instances). With `sweepMs` 0 nothing runs: tests
 * move time themselves with dispatchTick.
 */
export async function runRideTimers(deps: RideDeps, jobs: Jobs, sweepMs: number): Promise<void> {
  if (sweepMs <= 0) return;
  for (const name of TIMER_NAMES) {
    await jobs.work(
      name,
      async ({ id }) => {
        const again = await steps()[name](deps, id, new Date());
        if (again) await setTimer(jobs, name, id, again);
      },
      { concurrency: 4 },
    );
  }
  await jobs.work("rides.sweep", async () => {
    try {
      await dispatchTick(deps);
    } finally {
      await jobs.send(
        "rides.sweep",
        {},
        { startAfter: new Date(Date.now() + sweepMs), singletonKey: "sweep" },
      );
    }
  });
  // Each instance sweeps once as it starts (what fell due while it was stopped), which also starts the chain
  // if none is waiting; the key keeps one waiting.
  await jobs.send("rides.sweep", {});
}
