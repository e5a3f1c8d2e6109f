import { describe, expect, it } from "vitest";
import { chargeLabel, movementLabel, paymentMethodLabel } from "./labels.ts";

describe("paymentMethodLabel", () => {
  it("names the wallet and the gateway's channels", () => {
    expect(paymentMethodLabel("wallet")).toBe("Wallet");
    expect(paymentMethodLabel("card")).toBe("Card");
    expect(paymentMethodLabel("bank_transfer")).toBe("Bank transfer");
  });

  it("turns an unknown channel into words, and says when nothing is paid", () => {
    expect(paymentMethodLabel("pay_with_bank")).toBe("Pay with bank");
    expect(paymentMethodLabel(null)).toBe("Not paid yet");
  });
});

describe("movementLabel", () => {
  it("gives every wallet movement a human name", () => {
    expect(movementLabel("topup")).toBe("Top-up");
    expect(movementLabel("ride_payment")).toBe("Trip payment");
    expect(movementLabel("refund")).toBe("Refund");
    expect(movementLabel("ride_overpayment")).toMatch(/returned to your wallet/);
    expect(movementLabel("something_new")).toBe("Something new");
  });
});

describe("chargeLabel", () => {
  it("names what is owed", () => {
    expect(chargeLabel("fare")).toBe("Trip fare");
    expect(chargeLabel("cancellation_fee")).toBe("Cancellation fee");
  });
});
