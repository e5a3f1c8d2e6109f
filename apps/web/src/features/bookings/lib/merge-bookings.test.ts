import type { SeatView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import type { Delivery } from "../../deliveries/index.ts";
import type { Ride } from "../../rides/index.ts";
import { mergeBookings } from "./merge-bookings.ts";

const ride = (id: string, createdAt: string) => ({ id, createdAt }) as Ride;
const delivery = (id: string, status: Delivery["status"], createdAt: string) =>
  ({ id, status, createdAt }) as Delivery;
const seat = (id: string, status: SeatView["status"], createdAt: string) =>
  ({ id, status, createdAt }) as SeatView;
const idOf = (b: ReturnType<typeof mergeBookings>[number]) =>
  b.kind === "ride" ? b.ride.id : b.kind === "delivery" ? b.delivery.id : b.seat.id;

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
    expect(merged.map(idOf)).toEqual(["r2", "d1", "r1"]);
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

  it("lists the tab's shuttle seats beside rides and deliveries, newest first", () => {
    const seats = [
      seat("s-reserved", "reserved", "2025-01-05T10:00:00Z"),
      seat("s-boarded", "boarded", "2025-01-02T10:00:00Z"),
      seat("s-cancelled", "cancelled", "2025-01-03T10:00:00Z"),
      seat("s-missed", "missed", "2025-01-04T10:00:00Z"),
    ];
    const rides = [ride("r1", "2025-01-01T10:00:00Z")];
    const deliveries = [delivery("d1", "searching", "2025-01-06T10:00:00Z")];
    expect(mergeBookings(rides, deliveries, "upcoming", seats).map(idOf)).toEqual(["d1", "s-reserved", "r1"]);
    expect(mergeBookings([], [], "completed", seats).map(idOf)).toEqual(["s-boarded"]);
    expect(mergeBookings([], [], "cancelled", seats).map(idOf)).toEqual(["s-missed", "s-cancelled"]);
  });
});
