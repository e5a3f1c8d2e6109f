import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, IDEMPOTENCY_HEADER } from "./api-client.ts";
import { actionKey, newKey, sendOnce } from "./idempotency.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Sends `action` once with `input`, answering with `outcome`; the key it was sent with. */
async function attempt(action: string, input: unknown, outcome: "ok" | ApiError): Promise<string> {
  let sent = "";
  await sendOnce(action, input, async (key) => {
    sent = key;
    if (outcome !== "ok") throw outcome;
    return "done";
  }).catch(() => undefined);
  return sent;
}

describe("one key per user action", () => {
  it("makes UUIDs", () => {
    expect(newKey()).toMatch(UUID);
    expect(newKey()).not.toBe(newKey());
  });

  it("sends a retry of the same action with the same key until it is answered, then a new action gets a new key", async () => {
    const offline = new ApiError(0, "Cannot reach CampusGo.", {}, { offline: true, safeToResend: true });
    const first = await attempt("book", { to: "Main gate" }, offline);
    const retry = await attempt("book", { to: "Main gate" }, new ApiError(503, "Try again"));
    const answered = await attempt("book", { to: "Main gate" }, "ok");
    expect(retry).toBe(first);
    expect(answered).toBe(first);
    expect(await attempt("book", { to: "Main gate" }, "ok")).not.toBe(first);
  });

  it("gives other input, or another action, a key of its own", async () => {
    const failed = new ApiError(0, "no answer");
    const a = await attempt("topup", { amountKobo: 100_000 }, failed);
    const b = await attempt("topup", { amountKobo: 200_000 }, failed);
    expect(b).not.toBe(a);
    expect(actionKey("pay:ride-1", null)).not.toBe(actionKey("pay:ride-2", null));
  });

  it("keeps the key after a refusal (the server kept nothing) and drops it when the server ties it to another request", async () => {
    const refused = await attempt("offer:r1", {}, new ApiError(409, "Already taken"));
    expect(await attempt("offer:r1", {}, new ApiError(422, "used for a different request"))).toBe(refused);
    expect(await attempt("offer:r1", {}, "ok")).not.toBe(refused);
  });
});

describe("the api client and the key", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the key as the Idempotency-Key header", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: 1 }), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    const { api } = await import("./api-client.ts");
    await api("/rides", { body: {}, idempotencyKey: "k-1" });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe("k-1");
  });
});
