import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSIGNED_RIDE_STATUSES,
  applyRideOperation,
  FINAL_RIDE_STATUSES,
  newRide,
  nextOfferStatus,
  nextRideStatus,
  OFFER_STATUSES,
  OFFER_TRANSITIONS,
  RIDE_STATUSES,
  RIDE_TRANSITIONS,
  type RideOperation,
  type RideSnapshot,
  type RideStatus,
  rideStatusesFor,
} from "../src/index.ts";

const drivers = ["d1", "d2", "d3"];
const offerIds = ["o1", "o2", "o3", "o4", "o5", "o6"];

const operation: fc.Arbitrary<RideOperation> = fc.oneof(
  fc.constant({ op: "dispatch" } as const),
  fc.constant({ op: "expire" } as const),
  fc.constant({ op: "searchAgain" } as const),
  fc.record({
    op: fc.constant("offer" as const),
    offerId: fc.constantFrom(...offerIds),
    driverId: fc.constantFrom(...drivers),
  }),
  fc.record({ op: fc.constant("acceptOffer" as const), offerId: fc.constantFrom(...offerIds) }),
  fc.record({ op: fc.constant("declineOffer" as const), offerId: fc.constantFrom(...offerIds) }),
  fc.record({
    op: fc.constant("withdrawOffer" as const),
    offerId: fc.constantFrom(...offerIds),
    driverId: fc.constantFrom(...drivers),
  }),
  fc.record({ op: fc.constant("expireOffer" as const), offerId: fc.constantFrom(...offerIds) }),
  fc.record({
    op: fc.constantFrom("arrive" as const, "start" as const, "complete" as const),
    driverId: fc.constantFrom(...drivers),
  }),
  fc.constant({ op: "cancel", by: "rider" } as const),
  fc.record({
    op: fc.constant("cancel" as const),
    by: fc.constant("driver" as const),
    driverId: fc.constantFrom(...drivers),
  }),
);

const legal = new Set(RIDE_TRANSITIONS.map((t) => `${t.from}>${t.to}`));
const assigned = (s: RideStatus) => (ASSIGNED_RIDE_STATUSES as readonly RideStatus[]).includes(s);

/**
 * Checks the property test makes thousands of times per run: a plain throw, as vitest's expect costs about a
 * microsecond more per call, which 2,000 runs of up to 60 steps turned into seconds under load.
 */
function must(condition: boolean, what: string, ride: RideSnapshot): void {
  if (!condition) throw new Error(`${what}: ${JSON.stringify(ride)}`);
}

/** Everything that must hold for any ride, whatever happened to it. */
function assertLegal(ride: RideSnapshot): void {
  must((RIDE_STATUSES as readonly string[]).includes(ride.status), "a known status", ride);
  for (const offer of ride.offers) {
    must((OFFER_STATUSES as readonly string[]).includes(offer.status), "known offer statuses", ride);
  }
  // Each step of the history is a row of the table.
  for (let i = 1; i < ride.history.length; i++) {
    must(legal.has(`${ride.history[i - 1]}>${ride.history[i]}`), "each step a row of the table", ride);
  }
  const accepted = ride.offers.filter((o) => o.status === "accepted");
  must(accepted.length <= 1, "at most one accepted offer", ride);
  const wasAccepted = ride.history.includes("accepted");
  if (assigned(ride.status) || (ride.status === "cancelled" && wasAccepted)) {
    must(ride.driverId !== null, "a driver once assigned", ride);
    must(
      accepted.length === 1 && accepted[0]?.driverId === ride.driverId,
      "the driver's offer accepted",
      ride,
    );
  } else {
    must(ride.driverId === null && accepted.length === 0, "no driver before acceptance", ride);
  }
  // Offers wait only on a ride that is searching.
  if (ride.status !== "searching") {
    must(!ride.offers.some((o) => o.status === "pending"), "offers wait only while searching", ride);
  }
  // A completed ride went through every step of the trip, in order.
  if (ride.status === "completed") {
    must(
      ride.history.slice(-4).join(">") === "accepted>arrived>in_progress>completed",
      "a completed ride went through the trip",
      ride,
    );
  }
  // A driver cannot be assigned after a ride expired and searched again without an accept.
  if (ride.history.includes("in_progress")) must(wasAccepted, "a trip started only after an accept", ride);
}

describe("ride state machine", () => {
  it("never reaches an illegal state under random operation sequences", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(operation, { maxLength: 60 }), (scheduled, ops) => {
        let ride = newRide(scheduled);
        assertLegal(ride);
        for (const op of ops) {
          const before = ride;
          const outcome = applyRideOperation(ride, op);
          if (outcome.ok) ride = outcome.ride;
          else must(ride === before, "a refused operation changes nothing", ride);
          assertLegal(ride);
          // Nothing leaves a final status.
          if ((FINAL_RIDE_STATUSES as readonly RideStatus[]).includes(before.status)) {
            must(ride.status === before.status, "nothing leaves a final status", ride);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("reaches completion along the happy path", () => {
    let ride = newRide(false);
    const steps: RideOperation[] = [
      { op: "offer", offerId: "a", driverId: "d1" },
      { op: "offer", offerId: "b", driverId: "d2" },
      { op: "acceptOffer", offerId: "b" },
      { op: "arrive", driverId: "d2" },
      { op: "start", driverId: "d2" },
      { op: "complete", driverId: "d2" },
    ];
    for (const step of steps) {
      const outcome = applyRideOperation(ride, step);
      expect(outcome.ok).toBe(true);
      if (outcome.ok) ride = outcome.ride;
    }
    expect(ride.status).toBe("completed");
    expect(ride.driverId).toBe("d2");
    expect(ride.offers.map((o) => o.status)).toEqual(["lost", "accepted"]);
  });

  it("lets only the assigned driver move the trip, and nobody accept twice", () => {
    let ride = newRide(false);
    for (const step of [
      { op: "offer", offerId: "a", driverId: "d1" },
      { op: "offer", offerId: "b", driverId: "d2" },
      { op: "acceptOffer", offerId: "a" },
    ] as RideOperation[]) {
      const outcome = applyRideOperation(ride, step);
      if (outcome.ok) ride = outcome.ride;
    }
    expect(applyRideOperation(ride, { op: "acceptOffer", offerId: "b" }).ok).toBe(false);
    expect(applyRideOperation(ride, { op: "arrive", driverId: "d2" }).ok).toBe(false);
    expect(applyRideOperation(ride, { op: "cancel", by: "driver", driverId: "d2" }).ok).toBe(false);
    expect(applyRideOperation(ride, { op: "arrive", driverId: "d1" }).ok).toBe(true);
  });

  it("answers table lookups", () => {
    expect(nextRideStatus("searching", "accept", "rider")).toBe("accepted");
    expect(nextRideStatus("in_progress", "cancel", "rider")).toBeNull();
    expect(nextRideStatus("searching", "cancel", "driver")).toBeNull();
    expect(rideStatusesFor("cancel", "rider").sort()).toEqual(
      ["accepted", "arrived", "expired", "reserved", "scheduled", "searching"].sort(),
    );
    // Booking ahead: reserved by the rider or by the server on the rider's limit; confirmed only by the driver.
    expect(nextRideStatus("searching", "reserve", "system")).toBe("reserved");
    expect(nextRideStatus("reserved", "confirm", "driver")).toBe("accepted");
    expect(nextRideStatus("reserved", "confirm", "rider")).toBeNull();
    expect(nextRideStatus("reserved", "release", "system")).toBe("searching");
    expect(nextOfferStatus("pending", "lose", "system")).toBe("lost");
    expect(nextOfferStatus("accepted", "withdraw", "driver")).toBeNull();
    // Offers leave pending exactly once.
    expect(OFFER_TRANSITIONS.every((t) => t.from === "pending")).toBe(true);
  });
});
