import { and, eq, inArray, or } from "drizzle-orm";
import { driverPresence, offers, rides } from "../../db/schema/index.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";
import { eraseLuggageOnAccountDeletion } from "./luggage.ts";
import { transitionRide } from "./transition.ts";

const OTHER_REASONS = "Other reasons";

/**
 * A deleted account leaves no ride hanging: its open bookings and assigned rides are cancelled through the
 * transition path (so the other party is told, once the deletion commits, by the event relay's sweep), its
 * pending offers withdrawn and its online switch turned off. Finished rides stay for the other party's history.
 */
const ridesEraser: UserEraser = async (tx, userId) => {
  const now = new Date();
  const open = await tx
    .select()
    .from(rides)
    .where(
      and(
        or(eq(rides.riderId, userId), eq(rides.driverId, userId)),
        inArray(rides.status, ["scheduled", "searching", "accepted", "arrived"]),
      ),
    );
  for (const ride of open) {
    const by = ride.riderId === userId ? "rider" : "driver";
    await transitionRide(tx, ride, {
      event: "cancel",
      actor: by,
      actorId: userId,
      patch: { cancelReason: OTHER_REASONS, cancelledBy: by, cancelledAt: now, nextStepAt: null },
      payload: { reason: "account_deleted" },
      at: now,
      // Nobody relays it before the deletion commits: the sweep takes it at once.
      unclaimed: true,
    });
  }
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
