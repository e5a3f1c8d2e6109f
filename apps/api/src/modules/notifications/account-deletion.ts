import { eq } from "drizzle-orm";
import { notifications } from "../../db/schema/index.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";

const notificationsEraser: UserEraser = async (tx, userId) => {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
};

/** A deleted account's notifications go with it (idempotent). */
export function eraseNotificationsOnAccountDeletion(): void {
  registerUserEraser(notificationsEraser);
}
