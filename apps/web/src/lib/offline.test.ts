import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, NETWORK_ERROR_MESSAGE } from "./api-client.ts";
import { isConnectionToast, resendWhenBackOnline } from "./offline.ts";

describe("offline, the connection is not toasted", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("marks a call that failed with the device offline", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    vi.stubGlobal("navigator", { onLine: false });
    const error = await api("/rides/active").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, offline: true, message: NETWORK_ERROR_MESSAGE });

    vi.stubGlobal("navigator", { onLine: true });
    const unreachable = await api("/rides/active").catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ status: 0, offline: false });
  });

  it("sends a keyed call cut off by going offline again once back online, and nothing else", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    vi.stubGlobal("navigator", { onLine: false });
    const keyed = await api("/rides", { body: {}, idempotencyKey: "k" }).catch((e: unknown) => e);
    const unkeyed = await api("/offers/o-1/accept", { method: "POST" }).catch((e: unknown) => e);
    expect(resendWhenBackOnline(0, keyed)).toBe(true);
    expect(resendWhenBackOnline(3, keyed)).toBe(false);
    // Accepting an offer has no key: sent again, it could be answered "already accepted" for its own success.
    expect(resendWhenBackOnline(0, unkeyed)).toBe(false);
    // An answer from the server is never retried, keyed or not.
    expect(resendWhenBackOnline(0, new ApiError(409, "Conflict", {}, { safeToResend: true }))).toBe(false);
  });

  it("drops error toasts that blame the connection while offline, and only those", () => {
    const network = { type: "error", message: NETWORK_ERROR_MESSAGE };
    const fare = {
      type: "error",
      message: "We could not work out the fare. Check your connection and try again.",
    };
    expect(isConnectionToast(network, false)).toBe(true);
    expect(isConnectionToast(fare, false)).toBe(true);
    // Online, the same words are news: the server could not be reached.
    expect(isConnectionToast(network, true)).toBe(false);
    // Whatever else goes wrong offline is still said.
    expect(isConnectionToast({ type: "error", message: "Please select a ride first." }, false)).toBe(false);
    expect(isConnectionToast({ type: "success", message: NETWORK_ERROR_MESSAGE }, false)).toBe(false);
  });
});
