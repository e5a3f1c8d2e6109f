import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createDeliverySchema,
  DECLARED_VALUE_MAX_KOBO,
  DELIVERY_ACTIVE_MAX,
  DELIVERY_MESSAGES,
  DELIVERY_STATUS_LINES,
  DELIVERY_STATUSES,
  deliveryEstimateQuerySchema,
  FINAL_DELIVERY_STATUSES,
  findDeliveryTransition,
  PICKUP_CODE_STATUSES,
  RIDE_MESSAGES,
  SCHEDULE_MAX_DAYS,
  SENDER_ACTIVE_DELIVERY_STATUSES,
  scheduleProblem,
} from "../src/index.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const body = {
  pickup: { lat: 6.8652, lon: 7.4158, name: "Odenigwe" },
  dropoff: { lat: 6.8588, lon: 7.3957, name: "Main gate" },
  category: "food",
  size: "medium",
  photoKey: "ab/ab000000-0000-4000-8000-000000000000.jpg",
  recipientName: "  Ngozi\u200B   Eze ",
  recipientPhone: "0803 123 4567",
};

describe("createDeliverySchema", () => {
  it("cleans the recipient's name, stores the phone in E.164 and fills the defaults", () => {
    const parsed = createDeliverySchema.parse(body);
    expect(parsed).toMatchObject({
      recipientName: "Ngozi Eze",
      recipientPhone: "+2348031234567",
      declaredValueKobo: 0,
      fragile: false,
      note: null,
    });
  });

  it.each([
    [{ category: "pets" }, DELIVERY_MESSAGES.selectCategory],
    [{ size: "xl" }, DELIVERY_MESSAGES.selectSize],
    [{ photoKey: undefined }, DELIVERY_MESSAGES.photoRequired],
    [{ recipientPhone: "0123" }, DELIVERY_MESSAGES.recipientPhone],
    [{ recipientName: "\u202E" }, DELIVERY_MESSAGES.recipientNameRequired],
    [{ declaredValueKobo: DECLARED_VALUE_MAX_KOBO + 1 }, DELIVERY_MESSAGES.declaredValue],
    [{ declaredValueKobo: 10.5 }, DELIVERY_MESSAGES.declaredValue],
    [{ pickup: undefined }, DELIVERY_MESSAGES.pickupRequired],
    [{ dropoff: { lat: 6.8, lon: 7.4, name: " " } }, DELIVERY_MESSAGES.dropoffRequired],
  ])("refuses %j with its message", (overrides, message) => {
    expect(firstMessage(createDeliverySchema.safeParse({ ...body, ...overrides }))).toBe(message);
  });

  it("takes any declared value from 0 to the maximum, in whole kobo", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DECLARED_VALUE_MAX_KOBO }), (kobo) => {
        expect(createDeliverySchema.parse({ ...body, declaredValueKobo: kobo }).declaredValueKobo).toBe(kobo);
      }),
    );
  });
});

describe("deliveryEstimateQuerySchema", () => {
  it("reads the query's numbers and refuses a size it does not know", () => {
    const q = { pickupLat: "6.86", pickupLon: "7.41", dropoffLat: "6.85", dropoffLon: "7.39" };
    expect(deliveryEstimateQuerySchema.parse({ ...q, size: "large" })).toMatchObject({ pickupLat: 6.86 });
    expect(firstMessage(deliveryEstimateQuerySchema.safeParse({ ...q, size: "" }))).toBe(
      DELIVERY_MESSAGES.selectSize,
    );
  });
});

describe("a delivery's statuses", () => {
  it("has a line in words for each", () => {
    for (const status of DELIVERY_STATUSES) expect(DELIVERY_STATUS_LINES[status].length).toBeGreaterThan(5);
  });

  it("holds a sender's active slot only while it can still go somewhere", () => {
    for (const s of SENDER_ACTIVE_DELIVERY_STATUSES) {
      expect((FINAL_DELIVERY_STATUSES as readonly string[]).includes(s)).toBe(false);
    }
    expect(DELIVERY_ACTIVE_MAX).toBeGreaterThan(1);
  });

  it("shows the pickup code only before the parcel is taken", () => {
    for (const s of PICKUP_CODE_STATUSES) expect(findDeliveryTransition(s, "deliver", "driver")).toBeNull();
    expect(PICKUP_CODE_STATUSES).not.toContain("in_transit");
  });
});

describe("scheduleProblem", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  it("allows a few minutes in the past and up to the furthest day, no more", () => {
    expect(scheduleProblem(new Date(now.getTime() - 4 * 60_000), now)).toBeNull();
    expect(scheduleProblem(new Date(now.getTime() - 6 * 60_000), now)).toBe(RIDE_MESSAGES.scheduleInPast);
    expect(scheduleProblem(new Date(now.getTime() + SCHEDULE_MAX_DAYS * 24 * 3600_000), now)).toBeNull();
    expect(scheduleProblem(new Date(now.getTime() + (SCHEDULE_MAX_DAYS + 1) * 24 * 3600_000), now)).toBe(
      RIDE_MESSAGES.scheduleTooFar,
    );
  });
});
