import { DELIVERY_STATUSES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import {
  DELIVERY_STATUS_LABEL,
  deliveryTab,
  isActiveDelivery,
  isCancellable,
  isRateable,
  isRedirectable,
} from "./delivery-status.ts";

describe("delivery status", () => {
  it("has words for every status", () => {
    for (const status of DELIVERY_STATUSES) expect(DELIVERY_STATUS_LABEL[status]).toBeTruthy();
  });

  it("files each delivery under the My Bookings tab rides use", () => {
    expect(deliveryTab("searching")).toBe("upcoming");
    expect(deliveryTab("in_transit")).toBe("upcoming");
    expect(deliveryTab("delivered")).toBe("completed");
    expect(deliveryTab("returned")).toBe("completed");
    expect(deliveryTab("cancelled")).toBe("cancelled");
    expect(deliveryTab("expired")).toBe("cancelled");
  });

  it("allows what the API allows the sender", () => {
    expect(isCancellable("searching")).toBe(true);
    expect(isCancellable("at_pickup")).toBe(true);
    expect(isCancellable("in_transit")).toBe(false);
    expect(isRedirectable("in_transit")).toBe(true);
    expect(isRedirectable("accepted")).toBe(false);
    expect(isRateable("delivered")).toBe(true);
    expect(isRateable("cancelled")).toBe(false);
    expect(isActiveDelivery("expired")).toBe(false);
    expect(isActiveDelivery("at_dropoff")).toBe(true);
  });
});
