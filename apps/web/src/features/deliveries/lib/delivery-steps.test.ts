import { describe, expect, it } from "vitest";
import type { Delivery } from "../api/types.ts";
import { deliverySteps } from "./delivery-steps.ts";

const none: Delivery["steps"] = {
  bookedAt: "2025-01-01T10:00:00.000Z",
  acceptedAt: null,
  arrivedPickupAt: null,
  pickedUpAt: null,
  arrivedDropoffAt: null,
  deliveredAt: null,
  returnStartedAt: null,
  returnedAt: null,
  cancelledAt: null,
  expiredAt: null,
  endedAt: null,
};
const at = "2025-01-01T10:05:00.000Z";

describe("deliverySteps", () => {
  it("marks what happened done and the next step current", () => {
    const steps = deliverySteps({ status: "accepted", steps: { ...none, acceptedAt: at } });
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ["Booked", "done"],
      ["Driver assigned", "done"],
      ["Driver at the pickup", "current"],
      ["Package picked up", "todo"],
      ["At the drop-off", "todo"],
      ["Delivered", "todo"],
    ]);
  });

  it("ends a delivery handed over with every step done", () => {
    const steps = deliverySteps({
      status: "delivered",
      steps: {
        ...none,
        acceptedAt: at,
        arrivedPickupAt: at,
        pickedUpAt: at,
        arrivedDropoffAt: at,
        deliveredAt: at,
        endedAt: at,
      },
    });
    expect(steps.every((s) => s.state === "done")).toBe(true);
  });

  it("follows the way back once it started", () => {
    const steps = deliverySteps({
      status: "returning",
      steps: {
        ...none,
        acceptedAt: at,
        arrivedPickupAt: at,
        pickedUpAt: at,
        arrivedDropoffAt: at,
        returnStartedAt: at,
      },
    });
    expect(steps.map((s) => s.label).slice(-2)).toEqual(["Coming back to you", "Back with you"]);
    expect(steps.at(-1)?.state).toBe("current");
  });

  it("stops where a cancelled or unanswered delivery stopped, with nothing current", () => {
    const cancelled = deliverySteps({ status: "cancelled", steps: { ...none, cancelledAt: at } });
    expect(cancelled.map((s) => s.label)).toEqual(["Booked", "Cancelled"]);
    expect(cancelled.some((s) => s.state === "current")).toBe(false);
    const expired = deliverySteps({ status: "expired", steps: { ...none, expiredAt: at } });
    expect(expired.map((s) => [s.label, s.state])).toEqual([
      ["Booked", "done"],
      ["No driver found", "done"],
    ]);
  });
});
