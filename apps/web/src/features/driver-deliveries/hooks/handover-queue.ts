import { useSyncExternalStore } from "react";
import { getCurrentUser } from "../../../lib/current-user.ts";
import { newKey } from "../../../lib/idempotency.ts";
import { indexedDbStore } from "../../../lib/key-value-store.ts";
import { isOnline } from "../../../lib/offline.ts";
import { sendHandover } from "../api/send-handover.ts";
import { createHandoverQueue, type QueuedHandover } from "../lib/handover-queue.ts";

/** The phone's one queue of hand-overs made without a network, kept in IndexedDB across reloads. */
export const handoverQueue = createHandoverQueue({
  store: indexedDbStore<QueuedHandover>("campusgo-handovers", "handovers"),
  send: sendHandover,
  isOnline,
  newKey,
  userId: () => getCurrentUser()?.id ?? null,
});

const none: readonly QueuedHandover[] = [];

/** The hand-overs waiting for the network, oldest first; re-renders when one is queued or answered. */
export const useQueuedHandovers = (): readonly QueuedHandover[] =>
  useSyncExternalStore(handoverQueue.subscribe, handoverQueue.pending, () => none);
