import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentSettings } from "../../db/schema/index.ts";

/** The commission rate when no admin has set one: 10%. */
const DEFAULT_COMMISSION_BPS = 1000;

/** The commission rate in basis points (1000 = 10%), as an admin last set it. */
export async function commissionBps(db: Db): Promise<number> {
  return (await commissionSetting(db)).bps;
}

/**
 * The commission rate with its "last set" line: when and by whom an admin last changed it (both null while it
 * is still the default the migration wrote).
 */
export async function commissionSetting(
  db: Db,
): Promise<{ bps: number; updatedAt: Date | null; updatedBy: string | null }> {
  const [row] = await db
    .select({
      bps: paymentSettings.commissionBps,
      updatedAt: paymentSettings.updatedAt,
      updatedBy: paymentSettings.updatedBy,
    })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, 1));
  if (!row) return { bps: DEFAULT_COMMISSION_BPS, updatedAt: null, updatedBy: null };
  // The row the migration wrote holds the default: "set" only once an admin changed it.
  return row.updatedBy ? row : { bps: row.bps, updatedAt: null, updatedBy: null };
}

export async function setCommissionBps(db: Db, bps: number, adminId: string): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({ id: 1, commissionBps: bps, updatedBy: adminId })
    .onConflictDoUpdate({
      target: paymentSettings.id,
      set: { commissionBps: bps, updatedBy: adminId, updatedAt: new Date() },
    });
}
