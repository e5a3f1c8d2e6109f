import { and, eq, inArray } from "drizzle-orm";
import { driverPresence, offers, rides } from "../../db/schema/index.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";
import { eraseLuggageOnAccountDeletion } from "./luggage.ts";

const OTHER_REASONS = "Other reasons";

/**
 * A deleted account leaves no ride hanging: its open bookings and assigned rides are cancelled, its pending
 * offers withdrawn and its online switch turned off. Finished rides stay for the other party's history.
 */
const ridesEraser: UserEraser = async (tx, userId) => {
  const now = new Date();
  await tx
    .update(rides)
    .set({
      status: "cancelled",
      cancelReason: OTHER_REASONS,
      cancelledBy: "rider",
      cancelledAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(rides.riderId, userId),
        inArray(rides.status, ["scheduled", "searching", "accepted", "arrived"]),
      ),
    );
  await tx
    .update(rides)
    .set({
      status: "cancelled",
      cancelReason: OTHER_REASONS,
      cancelledBy: "driver",
      cancelledAt: now,
      updatedAt: now,
    })
    .where(and(eq(rides.driverId, userId), inArray(rides.status, ["accepted", "arrived"])));
  await tx
    .update(offers)
    .set({ status: "withdrawn", respondedAt: now, updatedAt: now })
    .where(and(eq(offers.driverId, userId), eq(offers.status, "pending")));
  await tx
    .update(driverPresence)
    .set({ online: false, changedAt: now })
    .where(eq(driverPresence.driverId, userId));
};

/** Hooks rides into account deletion (idempotent): open rides end, luggage pictures go. */
export function cancelRidesOnAccountDeletion(): void {
  registerUserEraser(ridesEraser);
  eraseLuggageOnAccountDeletion();
}
