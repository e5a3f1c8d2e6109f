import { RIDE_MESSAGES } from "@campusgo/domain";
import { and, eq, inArray, or } from "drizzle-orm";
import { driverPresence, offers, rides } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import {
  type DeletionCheck,
  registerDeletionCheck,
  registerUserEraser,
  type UserEraser,
} from "../users/account-deletion.ts";
import { eraseLuggageOnAccountDeletion } from "./luggage.ts";
import { transitionRide } from "./transition.ts";

const OTHER_REASONS = "Other reasons";

/** Trips that have started cannot be cancelled: the account waits until they end. */
const UNDER_WAY = ["in_progress", "waiting", "returning"] as const;

const noTripUnderWay: DeletionCheck = async (tx, user) => {
  const [started] = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(or(eq(rides.riderId, user.id), eq(rides.driverId, user.id)), inArray(rides.status, [...UNDER_WAY])),
    )
    .limit(1);
  if (started) throw new AppError("conflict", RIDE_MESSAGES.finishTripBeforeDeleting);
};

/**
 * A deleted account leaves no ride hanging: its open bookings, rides booked ahead and assigned rides not yet
 * started are cancelled through the transition path (so the other party is told, once the deletion commits, by
 * the event relay's sweep; nobody owes a fee for it), its pending offers withdrawn and its online switch turned
 * off. Finished rides stay for the other party's history.
 */
const ridesEraser: UserEraser = async (tx, userId) => {
  const now = new Date();
  const open = await tx
    .select()
    .from(rides)
    .where(
      and(
        or(eq(rides.riderId, userId), eq(rides.driverId, userId)),
        inArray(rides.status, ["scheduled", "searching", "reserved", "expired", "accepted", "arrived"]),
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

/** Hooks rides into account deletion (idempotent): a trip under way holds it back; open rides end, luggage pictures go. */
export function cancelRidesOnAccountDeletion(): void {
  registerDeletionCheck(noTripUnderWay);
  registerUserEraser(ridesEraser);
  eraseLuggageOnAccountDeletion();
}
