import type { Jobs } from "../../jobs/types.ts";
import { followUpCheckouts } from "./confirm.ts";
import type { PaymentDeps } from "./deps.ts";
import { releaseDueHolds } from "./holds.ts";
import { followUpPayouts } from "./payouts.ts";
import { retryRefunds } from "./refunds.ts";

declare module "../../jobs/types.ts" {
  interface JobTypes {
    "payments.followup": Record<string, never>;
  }
}

/**
 * One pass of the payments' follow-up: checkouts still pending are verified again (confirm.ts), payouts still
 * pending a few minutes after they were asked for are checked with the gateway (payouts.ts), card refunds whose
 * next attempt is due are asked again (refunds.ts), and held earnings whose window has passed are released
 * (holds.ts). Each part stands alone: one failing never stops the others. `now` is for tests.
 */
export async function paymentsFollowUp(
  deps: PaymentDeps,
  now = new Date(),
): Promise<{
  checkoutsApplied: number;
  payoutsSettled: number;
  refundsTaken: number;
  holdsReleased: number;
}> {
  const part = async (name: string, run: () => Promise<number>) => {
    try {
      return await run();
    } catch (error) {
      deps.log.error({ err: error, part: name }, "payments follow-up failed");
      return 0;
    }
  };
  const checkoutsApplied = await part("checkouts", () => followUpCheckouts(deps, now));
  const payoutsSettled = await part("payouts", () => followUpPayouts(deps, now));
  const refundsTaken = await part("refunds", () => retryRefunds(deps, now));
  const holdsReleased = await part("holds", () => releaseDueHolds(deps, now));
  if (checkoutsApplied + payoutsSettled + refundsTaken + holdsReleased > 0) {
    deps.log.info({ checkoutsApplied, payoutsSettled, refundsTaken, holdsReleased }, "payments follow-up");
  }
  return { checkoutsApplied, payoutsSettled, refundsTaken, holdsReleased };
}

/**
 * Runs the follow-up every `everyMs` as a chain of durable jobs, like the rides' catch-up sweep: each pass sets
 * the next one, and the singleton key keeps one waiting across instances. Each instance runs a pass as it starts
 * (which also starts the chain if none is waiting). With `everyMs` 0 nothing runs.
 */
export async function runPaymentsFollowUp(deps: PaymentDeps, jobs: Jobs, everyMs: number): Promise<void> {
  if (everyMs <= 0) return;
  await jobs.work("payments.followup", async () => {
    try {
      await paymentsFollowUp(deps);
    } finally {
      await jobs.send(
        "payments.followup",
        {},
        { startAfter: new Date(Date.now() + everyMs), singletonKey: "followup" },
      );
    }
  });
  await jobs.send("payments.followup", {});
}
