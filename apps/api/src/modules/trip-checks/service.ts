import {
  type AdminTripChecks,
  isNightAt,
  TRIP_CHECK_ADMIN_RIGHTS,
  TRIP_CHECK_MESSAGES,
  type TripCheckView,
  type TripSafetyView,
} from "@campusgo/domain";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deliveries, rides, tripChecks, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import type { TripCheckDeps } from "./deps.ts";
import { tripCheckSettingsOf } from "./settings.ts";
import { adminCheckView, adminCheckViews, checkView, findCheck } from "./views.ts";

const ADMIN_LIST = 50;

/** Whether `userId` is the rider of the ride, or the sender of the delivery, `tripId`. */
async function travellerOf(db: Db, userId: string, tripId: string): Promise<boolean> {
  const [ride] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.id, tripId), eq(rides.riderId, userId)))
    .limit(1);
  if (ride) return true;
  const [delivery] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.id, tripId), eq(deliveries.senderId, userId)))
    .limit(1);
  return delivery !== undefined;
}

/**
 * GET /api/trips/:id/safety, for the trip's rider or sender (anyone else: 404): whether it is night now by the
 * settings (the plate check before getting in), and the check still waiting for their answer, if any.
 */
export async function tripSafety(db: Db, user: Pick<User, "id">, tripId: string, now = new Date()) {
  if (!(await travellerOf(db, user.id, tripId)))
    throw new AppError("not_found", TRIP_CHECK_MESSAGES.tripNotFound);
  const settings = await tripCheckSettingsOf(db);
  const [waiting] = await db
    .select()
    .from(tripChecks)
    .where(
      and(
        eq(tripChecks.tripId, tripId),
        eq(tripChecks.userId, user.id),
        inArray(tripChecks.status, ["asked", "unanswered"]),
        isNull(tripChecks.answeredAt),
      ),
    )
    .orderBy(desc(tripChecks.askedAt))
    .limit(1);
  const view: TripSafetyView = {
    night: isNightAt(now, { from: settings.nightFrom, to: settings.nightTo }),
    nightFrom: settings.nightFrom,
    nightTo: settings.nightTo,
    check: waiting ? checkView(waiting) : null,
  };
  return view;
}

/**
 * "I'm OK" (POST /api/trip-checks/:id/ok) by the one asked (anyone else: 404): a compare-and-set from the status it
 * had, so a second tap is told it was answered. An answer after the admins were told reaches them too.
 */
export async function answerOk(
  deps: TripCheckDeps,
  user: Pick<User, "id">,
  id: string,
  now = new Date(),
): Promise<TripCheckView> {
  const check = await findCheck(deps.db, id);
  if (!check || check.userId !== user.id) throw new AppError("not_found", TRIP_CHECK_MESSAGES.checkNotFound);
  if (check.status === "ok") throw new AppError("conflict", TRIP_CHECK_MESSAGES.alreadyAnswered);
  const [answered] = await deps.db
    .update(tripChecks)
    .set({ status: "ok", answeredAt: now })
    .where(and(eq(tripChecks.id, id), eq(tripChecks.status, check.status)))
    .returning();
  if (!answered) throw new AppError("conflict", TRIP_CHECK_MESSAGES.alreadyAnswered);
  if (check.status === "unanswered") {
    deps.hub.toAdmins(
      "trip-check:answered",
      { check: await adminCheckView(deps.db, answered) },
      TRIP_CHECK_ADMIN_RIGHTS,
    );
  }
  const view = checkView(answered);
  deps.hub.toUser(user.id, "trip-check:updated", { check: view });
  return view;
}

/** GET /api/admin/trip-checks: the unanswered ones (newest first), and the latest checks of every kind. */
export async function adminTripChecks(db: Db): Promise<AdminTripChecks> {
  const [unanswered, recent] = await Promise.all([
    db
      .select()
      .from(tripChecks)
      .where(eq(tripChecks.status, "unanswered"))
      .orderBy(desc(tripChecks.escalatedAt))
      .limit(ADMIN_LIST),
    db.select().from(tripChecks).orderBy(desc(tripChecks.askedAt)).limit(ADMIN_LIST),
  ]);
  return { unanswered: await adminCheckViews(db, unanswered), recent: await adminCheckViews(db, recent) };
}
