import { ApiError } from "./api-client.ts";

/**
 * One key per user action (docs/decisions/0018-offline-and-idempotency.md). Booking, offering and paying
 * send it as `Idempotency-Key`; the server applies a key once and answers a repeat with the first answer.
 * The same action sent again (a retry, a request resumed after the connection came back, a second tap while
 * the first has no answer yet) reuses its key until it is answered; an action with other input, or the same
 * action after it succeeded, gets a new one.
 */
interface PendingAction {
  input: string;
  key: string;
}

const pending = new Map<string, PendingAction>();

/** A random UUID (v4), also where `crypto.randomUUID` is missing (pages not served over HTTPS). */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key of `action` done with `input`: the unanswered one's when it is the same, else a new one. */
export function actionKey(action: string, input: unknown): string {
  const serialized = JSON.stringify(input ?? null);
  const current = pending.get(action);
  if (current && current.input === serialized) return current.key;
  const key = newKey();
  pending.set(action, { input: serialized, key });
  return key;
}

function settle(action: string, key: string): void {
  if (pending.get(action)?.key === key) pending.delete(action);
}

/**
 * Sends `action` with its key. A success ends the action (the next one is new); no answer (offline, a lost
 * answer, a server error) keeps the key for the retry; a key the server ties to another request (422) is
 * dropped, so the next try starts afresh.
 */
export async function sendOnce<T>(
  action: string,
  input: unknown,
  send: (key: string) => Promise<T>,
): Promise<T> {
  const key = actionKey(action, input);
  try {
    const answer = await send(key);
    settle(action, key);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) settle(action, key);
    throw error;
  }
}
