import type { DeliveryView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { memoryStore } from "../../../lib/key-value-store.ts";
import type { Handover, HandoverAnswer } from "./handover.ts";
import {
  createHandoverQueue,
  type HandoverOutcome,
  type QueuedHandover,
  RETRY_DELAYS_MS,
} from "./handover-queue.ts";

const offline = () => new ApiError(0, "Cannot reach CampusGo.", {}, { offline: true, safeToResend: true });

const handover = (over: Partial<Handover> = {}): Handover => ({
  deliveryId: "d-1",
  step: "dropoff",
  code: "4821",
  photo: new Blob(["jpeg bytes"], { type: "image/jpeg" }),
  at: "2026-03-02T10:00:00.000Z",
  lat: 6.8675,
  lon: 7.4085,
  ...over,
});

const answer = (status: DeliveryView["status"]): HandoverAnswer => ({
  message: status === "disputed" ? "The code did not match." : "Package delivered",
  delivery: { id: "d-1", status } as DeliveryView,
});

/** A phone: its network, its store, the server's answers and the calls it got, and the retry timers. */
function phone(store = memoryStore<QueuedHandover>()) {
  const calls: { key: string; queued: boolean; code: string; photo: Blob; at: string }[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const outcomes: HandoverOutcome[] = [];
  const state = {
    online: true,
    next: [] as (HandoverAnswer | ApiError)[],
  };
  let keys = 0;
  const queue = createHandoverQueue({
    store,
    isOnline: () => state.online,
    userId: () => "driver-1",
    newKey: () => `key-${++keys}`,
    now: () => new Date("2026-03-02T10:00:05.000Z"),
    send: async (h, { key, queued }) => {
      calls.push({ key, queued, code: h.code, photo: h.photo, at: h.at });
      const next = state.next.shift() ?? answer("delivered");
      if (next instanceof ApiError) throw next;
      return next;
    },
    later: (run, ms) => {
      const timer = { ms, run };
      timers.push(timer);
      return () => {
        if (timers.includes(timer)) timers.splice(timers.indexOf(timer), 1);
      };
    },
  });
  queue.onOutcome((o) => outcomes.push(o));
  /** The retry timer goes off: the flush it starts, to wait for. */
  const fire = () => {
    const timer = timers.shift();
    timer?.run();
    return queue.flush();
  };
  return { queue, calls, timers, outcomes, state, store, fire };
}

describe("hand-overs made with no network at the door", () => {
  it("sends at once while online, and queues nothing", async () => {
    const p = phone();
    expect(await p.queue.submit(handover())).toEqual({ kind: "sent", answer: answer("delivered") });
    expect(p.calls).toEqual([expect.objectContaining({ key: "key-1", queued: false })]);
    expect(p.queue.pending()).toEqual([]);
  });

  it("keeps a hand-over made offline, with its code, photo, place and time, and sends it once when back online", async () => {
    const p = phone();
    p.state.online = false;
    const made = handover();
    expect(await p.queue.submit(made)).toEqual({ kind: "queued" });
    expect(p.calls).toEqual([]);
    expect(p.queue.pending()).toEqual([
      { ...made, key: "key-1", userId: "driver-1", queuedAt: "2026-03-02T10:00:05.000Z" },
    ]);
    // Still offline: nothing goes.
    await p.queue.flush();
    expect(p.calls).toEqual([]);

    p.state.online = true;
    // The online event and the app's start ask at the same moment: it is sent once.
    await Promise.all([p.queue.flush(), p.queue.flush(), p.queue.flush()]);
    expect(p.calls).toEqual([
      { key: "key-1", queued: true, code: "4821", photo: made.photo, at: "2026-03-02T10:00:00.000Z" },
    ]);
    expect(p.queue.pending()).toEqual([]);
    expect(p.outcomes).toEqual([expect.objectContaining({ kind: "answered", answer: answer("delivered") })]);
    await p.queue.flush();
    expect(p.calls).toHaveLength(1);
  });

  it("queues a hand-over whose call got no answer and resends it with the same key, waiting longer each time", async () => {
    const p = phone();
    p.state.next = [offline(), offline(), new ApiError(503, "Try again"), answer("delivered")];
    expect(await p.queue.submit(handover())).toEqual({ kind: "queued" });
    expect(p.timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[0]]);

    await p.fire();
    expect(p.timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[1]]);
    await p.fire();
    expect(p.timers.map((t) => t.ms)).toEqual([RETRY_DELAYS_MS[2]]);
    await p.fire();

    expect(p.calls.map((c) => [c.key, c.queued])).toEqual([
      ["key-1", false],
      ["key-1", true],
      ["key-1", true],
      ["key-1", true],
    ]);
    expect(p.queue.pending()).toEqual([]);
    expect(p.timers).toEqual([]);
  });

  it("keeps what waits across a reload, and the next page sends it with its first key", async () => {
    const store = memoryStore<QueuedHandover>();
    const before = phone(store);
    before.state.online = false;
    await before.queue.submit(handover({ step: "pickup", code: "1111", at: "2026-03-02T09:00:00.000Z" }));
    await before.queue.submit(handover());

    const after = phone(store);
    await after.queue.load();
    expect(after.queue.pending().map((h) => [h.step, h.key])).toEqual([
      ["pickup", "key-1"],
      ["dropoff", "key-2"],
    ]);
    await after.queue.flush();
    // In the order they were made: the pickup before its drop-off.
    expect(after.calls.map((c) => [c.code, c.key, c.queued])).toEqual([
      ["1111", "key-1", true],
      ["4821", "key-2", true],
    ]);
    expect(await store.values()).toEqual([]);
  });

  it("reports a queued hand-over the server found wrong as the disputed delivery it answered", async () => {
    const p = phone();
    p.state.online = false;
    await p.queue.submit(handover({ code: "0000" }));
    p.state.online = true;
    p.state.next = [answer("disputed")];
    await p.queue.flush();
    expect(p.outcomes).toEqual([expect.objectContaining({ kind: "answered", answer: answer("disputed") })]);
  });

  it("gives up on a refusal, and asks to read the delivery when the first try had reached the server", async () => {
    const p = phone();
    p.state.online = false;
    await p.queue.submit(handover({ deliveryId: "d-1" }));
    await p.queue.submit(handover({ deliveryId: "d-2" }));
    p.state.online = true;
    p.state.next = [
      new ApiError(409, "This delivery has moved on. Pull to refresh."),
      new ApiError(422, "This Idempotency-Key was already used for a different request."),
    ];
    await p.queue.flush();
    expect(p.outcomes.map((o) => [o.kind, o.handover.deliveryId])).toEqual([
      ["refused", "d-1"],
      ["unknown", "d-2"],
    ]);
    expect(p.queue.pending()).toEqual([]);
  });

  it("throws the server's answer to a hand-over sent online (a wrong code) and keeps nothing", async () => {
    const p = phone();
    p.state.next = [new ApiError(400, "That code is not right. 4 tries left.")];
    await expect(p.queue.submit(handover())).rejects.toThrow("4 tries left");
    expect(p.queue.pending()).toEqual([]);
  });
});
