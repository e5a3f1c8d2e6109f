import { DELIVERY_STATUSES, type DeliveryView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { deliveryLeg, freeWaitOver, nextDeliveryStep } from "./next-delivery-step.ts";

const paid = { amountKobo: 150_000, status: "paid", method: "wallet", paidAt: "x", refundedKobo: 0 } as const;
const owed = { ...paid, status: "owed", method: null, paidAt: null } as const;

describe("nextDeliveryStep", () => {
  it("arrives, waits for the payment, picks up, arrives at the drop-off and delivers", () => {
    expect(nextDeliveryStep({ status: "accepted", payment: owed })).toBe("arrive_pickup");
    expect(nextDeliveryStep({ status: "at_pickup", payment: owed })).toBe("await_payment");
    expect(nextDeliveryStep({ status: "at_pickup", payment: null })).toBe("await_payment");
    expect(nextDeliveryStep({ status: "at_pickup", payment: paid })).toBe("pickup");
    expect(nextDeliveryStep({ status: "in_transit", payment: paid })).toBe("arrive_dropoff");
    expect(nextDeliveryStep({ status: "at_dropoff", payment: paid })).toBe("deliver");
  });

  it("brings a parcel nobody took back to the sender", () => {
    expect(nextDeliveryStep({ status: "returning", payment: paid })).toBe("returned");
  });

  it("shows a hand-over made offline as confirming until the server has it", () => {
    expect(nextDeliveryStep({ status: "at_dropoff", payment: paid }, ["dropoff"])).toBe("confirming_dropoff");
    expect(nextDeliveryStep({ status: "returning", payment: paid }, ["returned"])).toBe("confirming_return");
    // A pickup made offline: on to the drop-off's hand-over, never to "Arrived", which the server would refuse.
    expect(nextDeliveryStep({ status: "at_pickup", payment: paid }, ["pickup"])).toBe("deliver");
    expect(nextDeliveryStep({ status: "at_pickup", payment: paid }, ["pickup", "dropoff"])).toBe(
      "confirming_dropoff",
    );
  });

  it("offers nothing on a delivery that is not the driver's to move", () => {
    const moving = DELIVERY_STATUSES.filter((status) => nextDeliveryStep({ status, payment: paid }) !== null);
    expect(moving).toEqual(["accepted", "at_pickup", "in_transit", "at_dropoff", "returning"]);
  });
});

describe("freeWaitOver", () => {
  const at = Date.parse("2026-03-02T10:00:00Z");
  it("lets the parcel go back only at the drop-off, once the free wait has ended", () => {
    const endsAt = "2026-03-02T10:00:00Z";
    expect(freeWaitOver({ status: "at_dropoff", freeWaitEndsAt: endsAt }, at - 1)).toBe(false);
    expect(freeWaitOver({ status: "at_dropoff", freeWaitEndsAt: endsAt }, at)).toBe(true);
    expect(freeWaitOver({ status: "at_dropoff", freeWaitEndsAt: null }, at)).toBe(false);
    expect(freeWaitOver({ status: "in_transit", freeWaitEndsAt: endsAt }, at)).toBe(false);
  });
});

describe("deliveryLeg", () => {
  const pickup = { lat: 6.86, lon: 7.4, name: "Odim gate" };
  const dropoff = { lat: 6.87, lon: 7.41, name: "Alvan Ikoku hostel" };
  const leg = (status: DeliveryView["status"], queued: ("pickup" | "dropoff")[] = []) =>
    deliveryLeg({ status, pickup, dropoff }, queued);

  it("heads to the pickup, then the drop-off, then back to the sender", () => {
    expect(leg("accepted")).toEqual({ to: pickup, toward: "pickup" });
    expect(leg("at_pickup")).toEqual({ to: pickup, toward: "pickup" });
    expect(leg("at_pickup", ["pickup"])).toEqual({ to: dropoff, toward: "dropoff" });
    expect(leg("in_transit")).toEqual({ to: dropoff, toward: "dropoff" });
    expect(leg("at_dropoff")).toEqual({ to: dropoff, toward: "dropoff" });
    expect(leg("returning")).toEqual({ to: pickup, toward: "sender" });
  });
});
