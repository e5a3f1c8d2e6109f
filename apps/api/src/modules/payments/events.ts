import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { gatewayEvents } from "../../db/schema/index.ts";
import { confirmPayment } from "./confirm.ts";
import type { PaymentDeps } from "./deps.ts";
import { applyTransferEvent } from "./payouts.ts";
import { applyRefundProcessed } from "./refunds.ts";

declare module "../../jobs/types.ts" {
  interface JobTypes {
    "payments.event": { id: string };
  }
}

const eventSchema = z.object({
  event: z.string().min(1).max(100),
  data: z
    .object({
      reference: z.string().max(200).optional(),
      transfer_code: z.string().max(200).optional(),
      transaction_reference: z.string().max(200).optional(),
      refund_reference: z.string().max(200).optional(),
      id: z.union([z.string(), z.number()]).optional(),
    })
    .passthrough(),
});
export type GatewayEventBody = z.infer<typeof eventSchema>;

/** The events this app acts on; any other is stored and ignored. */
const HANDLED = new Set([
  "charge.success",
  "transfer.success",
  "transfer.failed",
  "transfer.reversed",
  "refund.processed",
]);

export function parseEvent(body: unknown): GatewayEventBody | undefined {
  const parsed = eventSchema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** The event's identity: the same event about the same object is one event, however often it is delivered. */
function eventKey(e: GatewayEventBody): { key: string; reference: string | null } {
  const d = e.data;
  const reference =
    e.event === "refund.processed"
      ? (d.refund_reference ?? `${d.transaction_reference ?? ""}:${String(d.id ?? "")}`)
      : (d.reference ?? d.transfer_code ?? (d.id === undefined ? null : String(d.id)));
  return { key: `${e.event}:${reference ?? "-"}`, reference };
}

/**
 * Stores a signed event once and queues its work; answers whether it was new. The webhook answers 200 at once
 * either way: a repeated delivery finds the stored row and changes nothing.
 */
export async function receiveEvent(deps: PaymentDeps, e: GatewayEventBody): Promise<boolean> {
  const { key, reference } = eventKey(e);
  const [row] = await deps.db
    .insert(gatewayEvents)
    .values({ eventKey: key, event: e.event, reference, payload: e })
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.id });
  if (row) {
    await deps.jobs.send("payments.event", { id: row.id }, { singletonKey: row.id });
    return true;
  }
  // A repeated delivery of an event not handled yet queues it again: its first delivery may have been stored
  // without its job (an error between the two answered 500, and the gateway retries), or it came before the
  // gateway's verify would confirm it (deferred). The key merges it with a job still waiting, and the handlers
  // apply an event once however often they run.
  const [stored] = await deps.db
    .select({ id: gatewayEvents.id, status: gatewayEvents.status })
    .from(gatewayEvents)
    .where(eq(gatewayEvents.eventKey, key))
    .limit(1);
  if (stored?.status === "deferred") {
    // Delivered again: received anew until its job has looked at it again.
    await deps.db
      .update(gatewayEvents)
      .set({ status: "received" })
      .where(and(eq(gatewayEvents.id, stored.id), eq(gatewayEvents.status, "deferred")));
  }
  if (stored?.status === "received" || stored?.status === "deferred") {
    await deps.jobs.send("payments.event", { id: stored.id }, { singletonKey: stored.id });
  }
  return false;
}

/** Stored events not applied yet: received, or deferred until the gateway's verify confirms them. */
const UNAPPLIED = ["received", "deferred"];

/**
 * The job: applies one stored event and records what it did. Throwing retries it later (gateway down). A
 * charge.success that the gateway's verify does not confirm yet (still pending or abandoned there: an early or
 * forged event) is deferred, not dropped: a later delivery of it is applied, and the follow-up job asks the
 * gateway about the checkout until it says success, failed or abandoned for good (confirm.ts followUpCheckouts).
 */
export async function handleEvent(deps: PaymentDeps, id: string): Promise<void> {
  const [row] = await deps.db.select().from(gatewayEvents).where(eq(gatewayEvents.id, id)).limit(1);
  if (!row || !UNAPPLIED.includes(row.status)) return;
  const e = row.payload as GatewayEventBody;
  let outcome: string;
  if (!HANDLED.has(row.event)) outcome = "not handled";
  else if (row.event === "charge.success") outcome = await confirmPayment(deps, e.data.reference ?? "");
  else if (row.event === "refund.processed") outcome = await applyRefundProcessed(deps, e);
  else outcome = await applyTransferEvent(deps, row.event, e);
  const applied = ["applied", "credited_to_wallet"].includes(outcome);
  const status = applied ? "applied" : outcome === "still_pending" ? "deferred" : "ignored";
  // Two runs of one event (a repeated delivery queued it again while it ran) apply it once: the run that applied
  // it records so, and the other's "already applied" never replaces that.
  const [recorded] = await deps.db
    .update(gatewayEvents)
    .set({ status, outcome, handledAt: new Date() })
    .where(and(eq(gatewayEvents.id, id), applied ? undefined : inArray(gatewayEvents.status, UNAPPLIED)))
    .returning({ id: gatewayEvents.id });
  if (!applied && recorded) {
    deps.log.warn({ event: row.event, reference: row.reference, outcome }, "gateway event changed nothing");
  }
}
