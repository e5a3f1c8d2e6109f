import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentSettings } from "../../db/schema/index.ts";

/** The commission rate in basis points (1000 = 10%), as an admin last set it. */
export async function commissionBps(db: Db): Promise<number> {
  const [row] = await db
    .select({ bps: paymentSettings.commissionBps })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, 1));
  return row?.bps ?? 1000;
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
