import { eq, inArray } from "drizzle-orm";
import { sosAlerts, sosOutbox } from "../../db/schema/index.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";

/**
 * A deleted account's SOS stay as records of what happened on a trip (the account's row is anonymized, so they
 * name nobody); the texts and e-mails they sent go, with the contacts' numbers and addresses in them.
 */
const sosEraser: UserEraser = async (tx, userId) => {
  const own = tx.select({ id: sosAlerts.id }).from(sosAlerts).where(eq(sosAlerts.raisedBy, userId));
  await tx.delete(sosOutbox).where(inArray(sosOutbox.sosId, own));
};

/** Hooks SOS into account deletion (idempotent). */
export function eraseSosOutboxOnAccountDeletion(): void {
  registerUserEraser(sosEraser);
}
