import { describe, expect, it } from "vitest";
import type { Delivery } from "../api/types.ts";
import { activeDeliveryLabel, mostUrgentDelivery } from "./active-delivery-label.ts";

const place = (name: string) => ({ lat: 6.86, lon: 7.4, name });
const owed = { amountKobo: 80_000, status: "owed" as const, method: null, paidAt: null, refundedKobo: 0 };
const base = { pickup: place("Hill-Top"), dropoff: place("Odenigwe"), payment: null };

describe("activeDeliveryLabel", () => {
  it("says where the package is", () => {
    expect(activeDeliveryLabel({ ...base, status: "searching" })).toBe("Finding a driver for your package");
    expect(activeDeliveryLabel({ ...base, status: "in_transit" })).toBe("Package on its way to Odenigwe");
    expect(activeDeliveryLabel({ ...base, status: "returning" })).toBe("Package coming back to Hill-Top");
  });

  it("asks for the payment while it is owed", () => {
    expect(activeDeliveryLabel({ ...base, status: "accepted", payment: owed })).toBe(
      "Driver assigned: pay before pickup",
    );
  });

  it("is null once the delivery ended", () => {
    expect(activeDeliveryLabel({ ...base, status: "delivered" })).toBeNull();
    expect(activeDeliveryLabel({ ...base, status: "expired" })).toBeNull();
  });
});

describe("mostUrgentDelivery", () => {
  const d = (
    id: string,
    status: Delivery["status"],
    createdAt: string,
    payment: Delivery["payment"] = null,
  ) => ({
    id,
    status,
    createdAt,
    payment,
  });

  it("puts a payment owed first, then the road, then the newest", () => {
    const list = [
      d("new", "searching", "2025-01-02T10:00:00Z"),
      d("road", "in_transit", "2025-01-01T10:00:00Z"),
      d("owes", "accepted", "2025-01-01T09:00:00Z", owed),
    ];
    expect(mostUrgentDelivery(list)?.id).toBe("owes");
    expect(mostUrgentDelivery(list.slice(0, 2))?.id).toBe("road");
    expect(mostUrgentDelivery([list[0] as (typeof list)[0]])?.id).toBe("new");
    expect(mostUrgentDelivery([])).toBeNull();
  });
});
