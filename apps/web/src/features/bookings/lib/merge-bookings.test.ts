import { describe, expect, it } from "vitest";
import type { Delivery } from "../../deliveries/index.ts";
import type { Ride } from "../../rides/index.ts";
import { mergeBookings } from "./merge-bookings.ts";

const ride = (id: string, createdAt: string) => ({ id, createdAt }) as Ride;
const delivery = (id: string, status: Delivery["status"], createdAt: string) =>
  ({ id, status, createdAt }) as Delivery;

describe("mergeBookings", () => {
  it("lists the tab's rides and deliveries together, newest first", () => {
    const merged = mergeBookings(
      [ride("r1", "2025-01-01T10:00:00Z"), ride("r2", "2025-01-03T10:00:00Z")],
      [
        delivery("d1", "searching", "2025-01-02T10:00:00Z"),
        delivery("d2", "delivered", "2025-01-04T10:00:00Z"),
      ],
      "upcoming",
    );
    expect(merged.map((b) => (b.kind === "ride" ? b.ride.id : b.delivery.id))).toEqual(["r2", "d1", "r1"]);
  });

  it("files deliveries under the tab their status belongs to", () => {
    const deliveries = [
      delivery("done", "delivered", "2025-01-01T10:00:00Z"),
      delivery("off", "cancelled", "2025-01-01T11:00:00Z"),
      delivery("none", "expired", "2025-01-01T12:00:00Z"),
    ];
    expect(
      mergeBookings([], deliveries, "completed").map((b) => b.kind === "delivery" && b.delivery.id),
    ).toEqual(["done"]);
    expect(
      mergeBookings([], deliveries, "cancelled").map((b) => b.kind === "delivery" && b.delivery.id),
    ).toEqual(["none", "off"]);
  });
});
