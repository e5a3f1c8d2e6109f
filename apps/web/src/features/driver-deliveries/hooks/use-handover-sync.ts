import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { isOnline, onConnectivityChange } from "../../../lib/offline.ts";
import { isCarried } from "../api/get-active-delivery.ts";
import { getDelivery } from "../api/get-delivery.ts";
import { deliveryKeys } from "../api/keys.ts";
import type { DeliveryView } from "../api/types.ts";
import { deliveryEnding } from "../lib/ending.ts";
import type { HandoverOutcome } from "../lib/handover-queue.ts";
import { setFinishedDelivery } from "./finished-delivery.ts";
import { setHandoverNotice } from "./handover-notice.ts";
import { handoverQueue } from "./handover-queue.ts";

/**
 * Shows a delivery as the server's answer to a hand-over left it: still the driver's (the next step), or ended
 * (delivered, returned, disputed), with the server's words.
 */
export function showHandoverAnswer(queryClient: QueryClient, delivery: DeliveryView, message: string | null) {
  queryClient.setQueryData(deliveryKeys.active, isCarried(delivery) ? delivery : null);
  const ending = deliveryEnding(delivery, message);
  if (ending) {
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.history });
    setFinishedDelivery(ending);
    if (ending.tone === "done") toast.success(message ?? ending.title);
    else toast.error(ending.message ?? ending.title);
  } else if (message) {
    toast.success(message);
  }
}

async function settle(queryClient: QueryClient, outcome: HandoverOutcome): Promise<void> {
  if (outcome.kind === "answered") {
    showHandoverAnswer(queryClient, outcome.answer.delivery, outcome.answer.message);
    return;
  }
  if (outcome.kind === "refused") {
    setHandoverNotice(outcome.message);
    toast.error(outcome.message);
    await queryClient.invalidateQueries({ queryKey: deliveryKeys.active });
    return;
  }
  // The first try reached the server after all: the delivery says how it went.
  try {
    showHandoverAnswer(queryClient, await getDelivery(outcome.handover.deliveryId), null);
  } catch {
    await queryClient.invalidateQueries({ queryKey: deliveryKeys.active });
  }
}

/**
 * Sends the hand-overs made without a network (hooks/handover-queue.ts) while the driver's dashboard is open:
 * at once (what an earlier page left), whenever the device is back online, and on the queue's own retries;
 * each answer shows on the delivery's panel.
 */
export function useHandoverSync(): void {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    const stopOutcomes = handoverQueue.onOutcome((outcome) => void settle(queryClient, outcome));
    const stopOnline = onConnectivityChange(() => {
      if (isOnline()) void handoverQueue.flush();
    });
    void handoverQueue.load().then(() => handoverQueue.flush());
    return () => {
      stopOutcomes();
      stopOnline();
    };
  }, [userId, queryClient]);
}
