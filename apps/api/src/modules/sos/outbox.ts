import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { type SosOutboxRow, sosOutbox } from "../../db/schema/index.ts";
import type { Jobs } from "../../jobs/types.ts";
import { escapeHtml, linkify } from "../../lib/mail/html.ts";
import type { SosDeps } from "./deps.ts";

/** What the log names an SOS text by (never the number or the text). */
export const SOS_SMS_PURPOSE = "sos.alert";
/** How long the instance that wrote (or swept) an outbox row has to hand it over before another takes it. */
export const OUTBOX_CLAIM_MS = 5_000;
/** How often some instance looks for rows nobody handed over (a process that died right after the SOS). */
export const OUTBOX_SWEEP_MS = 2_000;
const SWEEP_JOB = "sos.outbox";

declare module "../../jobs/types.ts" {
  interface JobTypes {
    [SWEEP_JOB]: Record<string, never>;
  }
}

/** An e-mail's HTML from its plain text: paragraphs, links clickable. */
const htmlOf = (text: string) =>
  text
    .split("\n\n")
    .map((p) => `<p style="margin:0 0 12px">${linkify(p).replaceAll("\n", "<br>")}</p>`)
    .join("");

/**
 * Hands one row to the SMS or mail adapter (each stores it and queues its durable delivery job), then marks it
 * handed. A failure leaves it for the sweep once its claim has run out. A crash between the two sends it
 * twice rather than never.
 */
async function handOne(deps: SosDeps, row: SosOutboxRow): Promise<boolean> {
  try {
    if (row.channel === "sms") {
      await deps.sms.send({ to: row.recipient, text: row.text, purpose: SOS_SMS_PURPOSE });
    } else {
      const subject = row.subject ?? "SOS";
      await deps.mailer.send({
        to: row.recipient,
        subject,
        text: row.text,
        html: `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>${htmlOf(row.text)}`,
      });
    }
    await deps.db.update(sosOutbox).set({ handedAt: new Date() }).where(eq(sosOutbox.id, row.id));
    return true;
  } catch (error) {
    deps.log.error({ err: error, sosId: row.sosId, channel: row.channel }, "sos alert not handed over");
    return false;
  }
}

/** Right after the SOS commits: its rows, claimed by its transaction, handed over by this instance. */
export async function handOverSos(deps: SosDeps, sosId: string): Promise<number> {
  const rows = await deps.db
    .select()
    .from(sosOutbox)
    .where(and(eq(sosOutbox.sosId, sosId), isNull(sosOutbox.handedAt)));
  let handed = 0;
  for (const row of rows) if (await handOne(deps, row)) handed++;
  return handed;
}

/**
 * Takes the rows whose claim ran out unhanded (their writer died between the commit and the hand-over, or the
 * adapter failed), claims them again for this instance with a compare-and-set, and hands them over.
 */
export async function sweepSosOutbox(deps: SosDeps, now = new Date()): Promise<number> {
  const due = deps.db
    .select({ id: sosOutbox.id })
    .from(sosOutbox)
    .where(
      and(isNull(sosOutbox.handedAt), or(isNull(sosOutbox.claimedUntil), lt(sosOutbox.claimedUntil, now))),
    )
    .limit(100)
    .for("update", { skipLocked: true });
  const claimed = await deps.db
    .update(sosOutbox)
    .set({
      claimedUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS),
      attempts: sql`${sosOutbox.attempts} + 1`,
    })
    .where(inArray(sosOutbox.id, due))
    .returning();
  let handed = 0;
  for (const row of claimed) if (await handOne(deps, row)) handed++;
  return handed;
}

/**
 * The sweep every OUTBOX_SWEEP_MS as a chain of jobs (one waiting at a time across instances), and once as
 * each instance starts.
 */
export async function runSosOutbox(deps: SosDeps, jobs: Jobs): Promise<void> {
  await jobs.work(SWEEP_JOB, async () => {
    try {
      await sweepSosOutbox(deps);
    } finally {
      await jobs.send(
        SWEEP_JOB,
        {},
        { startAfter: new Date(Date.now() + OUTBOX_SWEEP_MS), singletonKey: "sweep" },
      );
    }
  });
  await jobs.send(SWEEP_JOB, {});
}
