import { PEOPLE_MESSAGES } from "@campusgo/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors.ts";
import { requestUser } from "../../plugins/session.ts";

/**
 * onRequest hook of the booking routes (a ride, a delivery, a seat): a suspended rider is refused with why,
 * before the body is read. They still sign in and read everything else.
 */
export async function refuseSuspendedRider(request: FastifyRequest): Promise<void> {
  const user = requestUser(request);
  if (user.suspendedAt) {
    throw new AppError("forbidden", PEOPLE_MESSAGES.riderSuspended(user.suspendedReason ?? ""));
  }
}
