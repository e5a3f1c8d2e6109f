import { DELIVERY_MESSAGES } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import {
  checkSteps,
  declaredValueKobo,
  EMPTY_SEND_DRAFT,
  firstStepWithError,
  parseStep,
  type SendDraft,
  serverFieldErrors,
  stepOf,
  toCreateInput,
} from "./send-form.ts";

const hilltop = { lat: 6.8601, lon: 7.4052, name: "Hill-Top" };
const odenigwe = { lat: 6.8702, lon: 7.4143, name: "Odenigwe" };
const full: SendDraft = {
  ...EMPTY_SEND_DRAFT,
  pickup: hilltop,
  dropoff: odenigwe,
  category: "documents",
  size: "small",
  photoKey: "parcel/abc.jpg",
  declaredValue: "20,000",
  recipientName: "Chidi Okafor",
  recipientPhone: "0803 123 4567",
};

describe("declaredValueKobo", () => {
  it("reads naira as people type it", () => {
    expect(declaredValueKobo("")).toBe(0);
    expect(declaredValueKobo("20,000")).toBe(2_000_000);
    expect(declaredValueKobo("₦1 500")).toBe(150_000);
    expect(declaredValueKobo("250.50")).toBe(25_050);
  });

  it("is not a number for what is not an amount", () => {
    expect(declaredValueKobo("twenty")).toBeNaN();
    expect(declaredValueKobo("-5")).toBeNaN();
  });
});

describe("checkSteps", () => {
  it("passes a full draft", () => {
    expect(checkSteps(full, ["route", "package", "recipient", "price"])).toEqual({});
  });

  it("names what is missing on the steps asked, in the API's words", () => {
    expect(checkSteps(EMPTY_SEND_DRAFT, ["route"])).toEqual({
      pickup: DELIVERY_MESSAGES.pickupRequired,
      dropoff: DELIVERY_MESSAGES.dropoffRequired,
    });
    expect(checkSteps(EMPTY_SEND_DRAFT, ["package"])).toEqual({
      category: DELIVERY_MESSAGES.selectCategory,
      size: DELIVERY_MESSAGES.selectSize,
      photoKey: DELIVERY_MESSAGES.photoRequired,
    });
    expect(checkSteps({ ...full, recipientPhone: "12345" }, ["recipient"])).toEqual({
      recipientPhone: DELIVERY_MESSAGES.recipientPhone,
    });
  });

  it("refuses the same place at both ends and a value that is not an amount", () => {
    expect(checkSteps({ ...full, dropoff: hilltop }, ["route"])).toEqual({
      dropoff: DELIVERY_MESSAGES.sameLocation,
    });
    expect(checkSteps({ ...full, declaredValue: "lots" }, ["package"])).toEqual({
      declaredValueKobo: DELIVERY_MESSAGES.declaredValue,
    });
    expect(checkSteps({ ...full, declaredValue: "2,000,000" }, ["package"])).toEqual({
      declaredValueKobo: DELIVERY_MESSAGES.declaredValue,
    });
  });
});

describe("toCreateInput", () => {
  it("sends a trimmed body with the value in kobo and no empty note", () => {
    expect(toCreateInput({ ...full, recipientName: " Chidi ", note: "  " })).toMatchObject({
      recipientName: "Chidi",
      declaredValueKobo: 2_000_000,
      note: null,
      offerKobo: null,
    });
  });
});

describe("serverFieldErrors", () => {
  it("puts the API's per-field messages under their fields", () => {
    const error = new ApiError(400, "Please choose where the package is picked up", {
      errors: {
        "pickup.lat": DELIVERY_MESSAGES.pickupRequired,
        recipientPhone: DELIVERY_MESSAGES.recipientPhone,
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      pickup: DELIVERY_MESSAGES.pickupRequired,
      recipientPhone: DELIVERY_MESSAGES.recipientPhone,
    });
  });

  it("knows the field of a refusal that names none", () => {
    expect(serverFieldErrors(new ApiError(400, DELIVERY_MESSAGES.photoUnusable))).toEqual({
      photoKey: DELIVERY_MESSAGES.photoUnusable,
    });
    expect(serverFieldErrors(new ApiError(400, DELIVERY_MESSAGES.tooFar))).toEqual({
      dropoff: DELIVERY_MESSAGES.tooFar,
    });
  });

  it("leaves other refusals to the page", () => {
    expect(serverFieldErrors(new ApiError(409, DELIVERY_MESSAGES.tooManyActive))).toEqual({});
    expect(serverFieldErrors(new ApiError(400, "Something else"))).toEqual({});
    expect(serverFieldErrors(new Error("x"))).toEqual({});
  });
});

describe("steps", () => {
  it("go back to the first step with an error", () => {
    expect(firstStepWithError({ recipientName: "x", photoKey: "y" })).toBe("package");
    expect(firstStepWithError({})).toBeNull();
    expect(stepOf("scheduledAt")).toBe("route");
    expect(parseStep("price")).toBe("price");
    expect(parseStep("nonsense")).toBe("route");
  });
});
