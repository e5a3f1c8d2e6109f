import { beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutReturnPath, rememberCheckoutReturn } from "./checkout-return.ts";

describe("checkout return", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
  });

  it("answers the path noted for the same trip only", () => {
    rememberCheckoutReturn("trip-1", "/dashboard/deliveries/trip-1");
    expect(checkoutReturnPath("trip-1")).toBe("/dashboard/deliveries/trip-1");
    expect(checkoutReturnPath("trip-2")).toBeNull();
    expect(checkoutReturnPath(null)).toBeNull();
  });

  it("keeps only paths inside the app", () => {
    rememberCheckoutReturn("trip-1", "https://elsewhere.example/x");
    expect(checkoutReturnPath("trip-1")).toBeNull();
    rememberCheckoutReturn("trip-1", "//elsewhere.example/x");
    expect(checkoutReturnPath("trip-1")).toBeNull();
  });

  it("ignores what it cannot read", () => {
    sessionStorage.setItem("campusgo.checkout-return", "{not json");
    expect(checkoutReturnPath("trip-1")).toBeNull();
  });
});
