import { PUSH_MESSAGES, type PushSubscriptionInput } from "@campusgo/domain";
import type { PushConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import type { CurrentSession } from "../auth/sessions.ts";
import { deleteSessionSubscription, saveSubscription } from "./repo.ts";
import { isAllowedPushService } from "./sender.ts";

/**
 * Stores this browser's subscription for its signed-in user (one per session: a new one replaces the old). Only
 * an endpoint on a configured push service is taken.
 */
export async function subscribe(
  db: Db,
  config: PushConfig,
  session: CurrentSession,
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isAllowedPushService(input.endpoint, config.serviceHosts)) {
    throw new AppError("bad_request", PUSH_MESSAGES.unsupportedService);
  }
  try {
    await saveSubscription(db, {
      userId: session.user.id,
      sessionId: session.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      expiresAt: typeof input.expirationTime === "number" ? new Date(input.expirationTime) : null,
    });
  } catch (error) {
    // Two sessions saving the same endpoint at the same moment: one of them wins, the other may send again.
    if (uniqueViolation(error)?.startsWith("push_subscriptions_")) {
      throw new AppError("conflict", PUSH_MESSAGES.badSubscription);
    }
    throw error;
  }
}

/** This browser stops getting alerts (it turned them off, or unsubscribed from its push service). */
export function unsubscribe(db: Db, session: CurrentSession): Promise<void> {
  return deleteSessionSubscription(db, session.id);
}
