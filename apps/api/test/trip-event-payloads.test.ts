import { describe, expect, it } from "vitest";
import type { DeliveryTransitionInput } from "../src/modules/deliveries/transition.ts";
import type { RideChange, TransitionInput } from "../src/modules/rides/transition.ts";

/**
 * The trip events' payloads are typed by kind and event (src/modules/trips/payloads.ts): `npx tsc -p apps/api`
 * fails if a move may be written without what its event carries, or with a wrong field.
 */
describe("trip event payloads", () => {
  it("require what an event carries and refuse a wrong field", () => {
    const accept: TransitionInput<"accept"> = {
      event: "accept",
      actor: "system",
      payload: { offerId: "o", settledOfferIds: [] },
    };
    // @ts-expect-error an accept names its offer and the offers it settled
    const bare: TransitionInput<"accept"> = { event: "accept", actor: "system" };
    // @ts-expect-error an accept's settled offers are required
    const half: TransitionInput<"accept"> = { event: "accept", actor: "system", payload: { offerId: "o" } };
    const dispute: DeliveryTransitionInput<"dispute"> = {
      event: "dispute",
      actor: "system",
      // @ts-expect-error a dispute's reason is one of the hand-over check's
      payload: { reason: "late", driverId: "d" },
    };
    const arrive: TransitionInput<"arrive"> = { event: "arrive", actor: "driver" };
    expect([accept, bare, half, dispute, arrive]).toHaveLength(5);
  });

  it("give a change narrowed by its event that event's payload", () => {
    const feeOf = (change: RideChange) =>
      change.event === "cancel" ? (change.payload.cancelFeeKobo ?? 0) : 0;
    const releasedDriver = (change: RideChange) =>
      change.event === "release" ? change.payload.driverId : null;
    expect([feeOf, releasedDriver]).toHaveLength(2);
  });
});
