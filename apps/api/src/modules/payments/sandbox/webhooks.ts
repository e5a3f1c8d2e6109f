import type { FastifyBaseLogger } from "fastify";
import { signWebhook } from "../signature.ts";

/** Attempts of one delivery; the wait before each retry doubles from the first. */
const ATTEMPTS = 6;
const FIRST_RETRY_MS = 1000;
const TIMEOUT_MS = 10_000;

export interface SandboxWebhooks {
  /** Posts a signed event in the background, retrying while it fails or is not answered with 2xx. */
  send(event: string, data: unknown): void;
  /** Runs a task in the background after a delay (a transfer's outcome comes a moment after it is asked). */
  later(delayMs: number, task: () => Promise<void>): void;
  /** Drops what is still waiting and aborts deliveries under way. */
  close(): void;
}

/**
 * The sandbox's webhooks, as Paystack sends them: JSON `{ event, data }` posted to the webhook URL with
 * `x-paystack-signature`, the HMAC-SHA512 of the exact body with the secret key. Nothing here blocks an answer.
 */
export function sandboxWebhooks(options: {
  url: string;
  secretKey: string;
  log: FastifyBaseLogger;
}): SandboxWebhooks {
  const { url, secretKey, log } = options;
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();

  const after = (delayMs: number, run: () => void) => {
    if (closing.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  };

  async function deliver(event: string, body: string, signature: string, attempt: number): Promise<void> {
    let outcome: string;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "x-paystack-signature": signature },
        body,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      if (response.ok) return;
      outcome = `answered ${response.status}`;
    } catch (error) {
      if (closing.signal.aborted) return;
      outcome = `failed: ${(error as Error).message}`;
    }
    if (attempt >= ATTEMPTS) {
      log.error({ event, attempt }, `sandbox webhook ${outcome}; given up`);
      return;
    }
    const delayMs = FIRST_RETRY_MS * 2 ** (attempt - 1);
    log.warn({ event, attempt, delayMs }, `sandbox webhook ${outcome}; retrying`);
    after(delayMs, () => void deliver(event, body, signature, attempt + 1));
  }

  return {
    send(event, data) {
      const body = JSON.stringify({ event, data });
      const signature = signWebhook(body, secretKey);
      after(0, () => void deliver(event, body, signature, 1));
    },
    later(delayMs, task) {
      after(delayMs, () => {
        task().catch((error: unknown) => {
          if (!closing.signal.aborted) log.error({ err: error }, "sandbox task failed");
        });
      });
    },
    close() {
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
