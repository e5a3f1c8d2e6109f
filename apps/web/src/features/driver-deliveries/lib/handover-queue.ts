import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import type { KeyValueStore } from "../../../lib/key-value-store.ts";
import type { Handover, HandoverAnswer } from "./handover.ts";

/**
 * A hand-over waiting for the network: everything the driver gave at the door, with the Idempotency-Key it was
 * first given (every resend carries it, so the server applies it once) and whose phone it was made on.
 */
export interface QueuedHandover extends Handover {
  key: string;
  userId: string;
  queuedAt: string;
}

/** What became of a queued hand-over once the server answered. */
export type HandoverOutcome =
  /** Applied: the delivery as it now stands (delivered, or disputed when the code did not match). */
  | { kind: "answered"; handover: QueuedHandover; answer: HandoverAnswer }
  /** Refused for good (the delivery moved on meanwhile): the server's words. */
  | { kind: "refused"; handover: QueuedHandover; message: string }
  /** The key was taken by the first try, which reached the server after all: read the delivery to know. */
  | { kind: "unknown"; handover: QueuedHandover };

export type SubmitResult = { kind: "sent"; answer: HandoverAnswer } | { kind: "queued" };

export interface HandoverQueueDeps {
  store: KeyValueStore<QueuedHandover>;
  send: (handover: Handover, options: { key: string; queued: boolean }) => Promise<HandoverAnswer>;
  isOnline: () => boolean;
  newKey: () => string;
  /** The signed-in user: only their hand-overs are sent. */
  userId: () => string | null;
  now?: () => Date;
  /** Runs `retry` after `ms`; answers what cancels it. */
  later?: (retry: () => void, ms: number) => () => void;
}

/** Waits between tries while the server cannot be reached, the last one repeated. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000] as const;

/** The server's word that the first request with this key is still being handled. */
const IN_PROGRESS = /still being handled/i;

/** A failure that says nothing about the hand-over: no answer, the server busy or failing, or asked to wait. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.status === 429 ||
    (error.status === 409 && IN_PROGRESS.test(error.message))
  );
}

/** No answer at all: the device is offline or the server out of reach. */
const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;

const byTime = (a: QueuedHandover, b: QueuedHandover) =>
  a.queuedAt < b.queuedAt ? -1 : a.queuedAt > b.queuedAt ? 1 : 0;

const defaultLater = (retry: () => void, ms: number) => {
  const timer = setTimeout(retry, ms);
  return () => clearTimeout(timer);
};

/**
 * The hand-overs made with no network at the door (docs/api-deliveries.md, "queued"). A hand-over is sent at
 * once when the device is online; offline, or when sending fails for want of a network, it is kept in the
 * store (it survives a reload) and sent again, with `queued=1` and the key it was first given, when `flush`
 * runs: when the network comes back, at the app's start, and after a growing wait while the server stays out
 * of reach. One flush runs at a time, so a hand-over is never sent twice at once, and they go in the order
 * they were made (a pickup before its drop-off).
 */
export function createHandoverQueue(deps: HandoverQueueDeps) {
  const now = deps.now ?? (() => new Date());
  const later = deps.later ?? defaultLater;
  let items: readonly QueuedHandover[] = [];
  let loading: Promise<void> | undefined;
  let flushing: Promise<void> | undefined;
  let failures = 0;
  let cancelRetry: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: HandoverOutcome) => void>();

  const publish = (next: readonly QueuedHandover[]) => {
    items = [...next].sort(byTime);
    for (const listener of listeners) listener();
  };
  const load = () => {
    loading ??= deps.store.values().then((stored) => {
      const known = new Set(items.map((i) => i.key));
      publish([...items, ...stored.filter((s) => !known.has(s.key))]);
    });
    return loading;
  };
  const add = async (handover: QueuedHandover) => {
    await load();
    await deps.store.set(handover.key, handover);
    publish([...items.filter((i) => i.key !== handover.key), handover]);
  };
  const remove = async (key: string) => {
    await deps.store.delete(key);
    publish(items.filter((i) => i.key !== key));
  };

  const scheduleRetry = () => {
    cancelRetry?.();
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 300_000;
    failures += 1;
    cancelRetry = later(() => {
      cancelRetry = undefined;
      void flush();
    }, delay);
  };

  const drain = async () => {
    await load();
    cancelRetry?.();
    cancelRetry = undefined;
    const me = deps.userId();
    for (const item of items) {
      if (!deps.isOnline() || !me) return;
      if (item.userId !== me) continue;
      let outcome: HandoverOutcome;
      try {
        const answer = await deps.send(item, { key: item.key, queued: true });
        outcome = { kind: "answered", handover: item, answer };
      } catch (error) {
        if (isTransient(error)) {
          scheduleRetry();
          return;
        }
        outcome =
          error instanceof ApiError && error.status === 422
            ? { kind: "unknown", handover: item }
            : { kind: "refused", handover: item, message: errorMessage(error) };
      }
      failures = 0;
      await remove(item.key);
      for (const listener of outcomeListeners) listener(outcome);
    }
  };

  /** Sends what waits; a flush asked for while one runs joins it (nothing is sent twice at once). */
  function flush(): Promise<void> {
    flushing ??= drain().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  /**
   * Sends a hand-over now, or keeps it for later when there is no network (offline, or the call got no answer).
   * Any answer of the server's (a wrong code, not paid yet) is thrown for the driver to read.
   */
  async function submit(handover: Handover): Promise<SubmitResult> {
    const userId = deps.userId() ?? "";
    const queued: QueuedHandover = { ...handover, key: deps.newKey(), userId, queuedAt: now().toISOString() };
    if (!deps.isOnline()) {
      await add(queued);
      return { kind: "queued" };
    }
    try {
      return { kind: "sent", answer: await deps.send(handover, { key: queued.key, queued: false }) };
    } catch (error) {
      if (!noAnswer(error)) throw error;
      await add(queued);
      scheduleRetry();
      return { kind: "queued" };
    }
  }

  return {
    submit,
    flush,
    /** Reads what an earlier page left in the store (the app's start). */
    load,
    /** The hand-overs waiting, oldest first. */
    pending: (): readonly QueuedHandover[] => items,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Calls `listener` with what became of each queued hand-over the server answered. */
    onOutcome(listener: (outcome: HandoverOutcome) => void): () => void {
      outcomeListeners.add(listener);
      return () => {
        outcomeListeners.delete(listener);
      };
    },
  };
}

export type HandoverQueue = ReturnType<typeof createHandoverQueue>;
