import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

/**
 * The service worker's push handlers (public/push-sw.js), run in a stand-in of the worker's global scope: what a
 * push shows, and where a click on it leads.
 */
const SCRIPT = readFileSync(new URL("../../../../public/push-sw.js", import.meta.url), "utf8");

interface FakeWindow {
  url: string;
  visibilityState: "visible" | "hidden";
  focused: boolean;
  messages: unknown[];
  focusedByClick: boolean;
}

function worker(windows: FakeWindow[]) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const clients = windows.map((w) => ({
    ...w,
    postMessage: (m: unknown) => w.messages.push(m),
    focus: async () => {
      w.focusedByClick = true;
    },
  }));
  const self = {
    location: { origin: "https://campusgo.example" },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  runInNewContext(SCRIPT, { self, URL, Date, JSON });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { dispatch, shown, opened };
}

const message = {
  kind: "ride.request",
  rideId: "r-1",
  title: "New Keke request · ₦700",
  body: "Odim gate to Main gate. Pickup 900m from you.",
  url: "/dashboard?request=r-1",
  tag: "ride-request-r-1",
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
};
const push = (data: unknown) => ({ data: { json: () => data } });
const appWindow = (over: Partial<FakeWindow> = {}): FakeWindow => ({
  url: "https://campusgo.example/dashboard",
  visibilityState: "hidden",
  focused: false,
  messages: [],
  focusedByClick: false,
  ...over,
});

describe("the service worker's push handler", () => {
  it("shows a pushed request as a notification with its tag, sound and click target", async () => {
    const w = worker([appWindow()]);
    await w.dispatch("push", push(message));
    expect(w.shown).toEqual([
      {
        title: message.title,
        options: expect.objectContaining({
          body: message.body,
          tag: message.tag,
          requireInteraction: true,
          silent: false,
          data: { url: message.url, rideId: "r-1", expiresAt: message.expiresAt },
        }),
      },
    ]);
  });

  it("leaves it to the app when a window of it is in front of the driver, and drops a lapsed request", async () => {
    const looking = worker([appWindow({ visibilityState: "visible", focused: true })]);
    await looking.dispatch("push", push(message));
    expect(looking.shown).toEqual([]);
    const late = worker([]);
    await late.dispatch("push", push({ ...message, expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await late.dispatch("push", push({ kind: "something else" }));
    await late.dispatch("push", { data: { json: () => JSON.parse("not json") } });
    expect(late.shown).toEqual([]);
  });
});

describe("a click on the notification", () => {
  const click = (data: unknown) => {
    let closed = false;
    return {
      event: { notification: { data, close: () => (closed = true) } },
      closed: () => closed,
    };
  };

  it("brings the open app forward on the request", async () => {
    const open = appWindow();
    const w = worker([open]);
    const c = click({ url: message.url, rideId: "r-1" });
    await w.dispatch("notificationclick", c.event);
    expect(c.closed()).toBe(true);
    expect(open.messages).toEqual([{ type: "campusgo:open-request", rideId: "r-1" }]);
    expect(open.focusedByClick).toBe(true);
    expect(w.opened).toEqual([]);
  });

  it("opens the dashboard on the request when the app is closed, and never another site", async () => {
    const w = worker([]);
    await w.dispatch("notificationclick", click({ url: message.url, rideId: "r-1" }).event);
    expect(w.opened).toEqual(["https://campusgo.example/dashboard?request=r-1"]);
    await w.dispatch("notificationclick", click({ url: "https://evil.example/", rideId: "r-1" }).event);
    await w.dispatch("notificationclick", click({ url: "//evil.example/", rideId: "r-1" }).event);
    expect(w.opened).toEqual(["https://campusgo.example/dashboard?request=r-1"]);
  });
});
