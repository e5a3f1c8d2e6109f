import type { PushSubscriptionInput } from "@campusgo/domain";
import { api } from "../../../lib/api-client.ts";

/** POST /api/push/subscriptions: ride requests reach this browser while the app is closed. */
export const savePushSubscription = (subscription: PushSubscriptionInput): Promise<void> =>
  api<{ message: string }>("/push/subscriptions", { body: subscription }).then(() => undefined);
