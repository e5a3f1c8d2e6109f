import { describe, expect, it } from "vitest";
import { type TrackingView, trackingSteps } from "../src/index.ts";

const NONE: TrackingView["steps"] = {
  bookedAt: "2026-03-02T09:00:00.000Z",
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
const at = (minute: number) => `2026-03-02T09:${String(minute).padStart(2, "0")}:00.000Z`;
const summary = (list: ReturnType<typeof trackingSteps>) =>
  list.map((s) => `${s.label}${s.done ? "+" : "-"}${s.at ? "@" : ""}`);

describe("trackingSteps", () => {
  it("lists the five steps of a delivery, done up to the last one stamped", () => {
    expect(summary(trackingSteps("searching", NONE))).toEqual([
      "Booked+@",
      "Driver assigned-",
      "Picked up-",
      "Arrived-",
      "Delivered-",
    ]);
    const steps = { ...NONE, acceptedAt: at(5), pickedUpAt: at(15) };
    expect(summary(trackingSteps("in_transit", steps))).toEqual([
      "Booked+@",
      "Driver assigned+@",
      "Picked up+@",
      "Arrived-",
      "Delivered-",
    ]);
  });

  it("counts a step passed without a time as done (a hand-over sent from the offline queue)", () => {
    const steps = { ...NONE, acceptedAt: at(5), pickedUpAt: at(15), deliveredAt: at(30), endedAt: at(30) };
    expect(summary(trackingSteps("delivered", steps))).toEqual([
      "Booked+@",
      "Driver assigned+@",
      "Picked up+@",
      "Arrived+",
      "Delivered+@",
    ]);
  });

  it("lists the way back instead of the hand-over for a package coming back", () => {
    const steps = { ...NONE, acceptedAt: at(5), pickedUpAt: at(15), arrivedDropoffAt: at(25) };
    expect(summary(trackingSteps("returning", { ...steps, returnStartedAt: at(40) })).slice(3)).toEqual([
      "Arrived+@",
      "On its way back+@",
      "Back with the sender-",
    ]);
  });

  it("ends with how it stopped: cancelled, no driver found, being checked", () => {
    expect(summary(trackingSteps("cancelled", { ...NONE, cancelledAt: at(3), endedAt: at(3) }))).toEqual([
      "Booked+@",
      "Cancelled+@",
    ]);
    expect(summary(trackingSteps("expired", { ...NONE, expiredAt: at(10) }))).toEqual([
      "Booked+@",
      "No driver found+@",
    ]);
    const carried = { ...NONE, acceptedAt: at(5), pickedUpAt: at(15), endedAt: at(30) };
    expect(summary(trackingSteps("disputed", carried))).toEqual([
      "Booked+@",
      "Driver assigned+@",
      "Picked up+@",
      "Being checked+@",
    ]);
  });
});
