import { eq } from "drizzle-orm";
import { safetySettings, tripShares, trustedContacts } from "../../db/schema/index.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";

/** A deleted account's trusted contacts, settings and shared links go with it (its links stop working). */
const safetyEraser: UserEraser = async (tx, userId) => {
  await tx.delete(trustedContacts).where(eq(trustedContacts.userId, userId));
  await tx.delete(safetySettings).where(eq(safetySettings.userId, userId));
  await tx.delete(tripShares).where(eq(tripShares.userId, userId));
};

/** Hooks trusted contacts and trip shares into account deletion (idempotent). */
export function eraseSafetyDataOnAccountDeletion(): void {
  registerUserEraser(safetyEraser);
}
