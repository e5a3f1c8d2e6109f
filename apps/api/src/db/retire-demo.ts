import { and, inArray, isNotNull, like } from "drizzle-orm";
import type { Db } from "./client.ts";
import { sessions, users } from "./schema/index.ts";

/** Every demo account (the seeded rider, driver and admin, and the simulated drivers) uses this domain. */
const DEMO_EMAILS = like(users.email, "%@campusgo.demo");

/**
 * Production never has demo mode, but a database a demo run once used still holds the demo accounts and their
 * published password. Their passwords are removed and their sessions ended, so nobody can sign in with them.
 * Returns how many accounts lost their password.
 */
export async function retireDemoAccounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .update(users)
      .set({ passwordHash: null, updatedAt: new Date() })
      .where(and(DEMO_EMAILS, isNotNull(users.passwordHash)))
      .returning({ id: users.id });
    await tx
      .delete(sessions)
      .where(inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(DEMO_EMAILS)));
    return locked.length;
  });
}
