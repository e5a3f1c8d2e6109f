import { RIDE_MESSAGES } from "@campusgo/domain";
import { and, eq, inArray, or } from "drizzle-orm";
import { deliveries } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { revokeCodes } from "../trips/handover.ts";
import {
  type DeletionCheck,
  registerDeletionCheck,
  registerUserEraser,
  type UserEraser,
} from "../users/account-deletion.ts";
import { eraseParcelPhotosOnAccountDeletion } from "./photos.ts";
import { transitionDelivery } from "./transition.ts";

const OTHER_REASONS = "Other reasons";

/**
 * A delivery with a driver has money on it (paid before the pickup, or due) and, once picked up, a parcel on its
 * way to someone: the account waits until it ends, or until its owner cancels it before the pickup.
 */
const UNDER_WAY = ["accepted", "at_pickup", "in_transit", "at_dropoff", "returning"] as const;
/** Before a driver has it, a delivery is called off with the account. */
const OPEN = ["scheduled", "searching", "expired"] as const;

const noParcelUnderWay: DeletionCheck = async (tx, user) => {
  const [carried] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        or(eq(deliveries.senderId, user.id), eq(deliveries.driverId, user.id)),
        inArray(deliveries.status, [...UNDER_WAY]),
      ),
    )
    .limit(1);
  if (carried) throw new AppError("conflict", RIDE_MESSAGES.finishTripBeforeDeleting);
};

/**
 * A deleted account leaves no delivery hanging: those no driver has yet are cancelled through the transition path
 * (the event relay's sweep tells the drivers asked once the deletion commits) and their codes taken back. Ended
 * ones stay for the other party's history.
 */
const deliveriesEraser: UserEraser = async (tx, userId) => {
  const now = new Date();
  const open = await tx
    .select()
    .from(deliveries)
    .where(
      and(
        or(eq(deliveries.senderId, userId), eq(deliveries.driverId, userId)),
        inArray(deliveries.status, [...OPEN]),
      ),
    );
  for (const delivery of open) {
    const by = delivery.senderId === userId ? "sender" : "driver";
    const change = await transitionDelivery(tx, delivery, {
      event: "cancel",
      actor: by,
      actorId: userId,
      patch: { cancelReason: OTHER_REASONS, cancelledBy: by, nextStepAt: null },
      payload: { reason: "account_deleted" },
      at: now,
      // Nobody relays it before the deletion commits: the sweep takes it at once.
      unclaimed: true,
    });
    if (change) await revokeCodes(tx, delivery.id);
  }
};

/** Hooks deliveries into account deletion (idempotent): a parcel under way holds it back; open ones end. */
export function cancelDeliveriesOnAccountDeletion(): void {
  registerDeletionCheck(noParcelUnderWay);
  registerUserEraser(deliveriesEraser);
  eraseParcelPhotosOnAccountDeletion();
}
