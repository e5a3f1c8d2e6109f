import type { PaymentResultView } from "@campusgo/domain";
import { describe, expect, it } from "vitest";
import { CONFIRM_RETRIES, confirmDelayMs, referenceFrom, returnOutcome } from "./payment-return.ts";

const result = (over: Partial<PaymentResultView> = {}): PaymentResultView => ({
  reference: "CG-T-1",
  purpose: "ride",
  status: "pending",
  amountKobo: 150_000,
  rideId: "r1",
  creditedToWallet: false,
  ...over,
});

describe("confirmDelayMs", () => {
  it("doubles the pause after each pending answer, then stops", () => {
    expect([1, 2, 3, 4].map(confirmDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(confirmDelayMs(CONFIRM_RETRIES + 1)).toBe(false);
    expect(confirmDelayMs(0)).toBe(false);
  });
});

describe("returnOutcome", () => {
  it("is checking before the first answer and while the bank has not answered", () => {
    expect(returnOutcome(undefined, 0)).toEqual({ kind: "checking" });
    for (let answers = 1; answers <= CONFIRM_RETRIES; answers++) {
      expect(returnOutcome(result(), answers).kind).toBe("checking");
    }
  });

  it("waits for the bank once the last try was still pending", () => {
    expect(returnOutcome(result(), CONFIRM_RETRIES + 1).kind).toBe("waiting");
  });

  it("says success, credited to the wallet, or failed as soon as it is known", () => {
    expect(returnOutcome(result({ status: "success" }), 1).kind).toBe("success");
    expect(returnOutcome(result({ status: "success", creditedToWallet: true }), 1).kind).toBe("credited");
    expect(returnOutcome(result({ status: "failed" }), 1).kind).toBe("failed");
  });
});

describe("referenceFrom", () => {
  it("reads ?reference=, else Paystack's ?trxref=", () => {
    expect(referenceFrom(new URLSearchParams("trxref=CG-W-1&reference=CG-W-1"))).toBe("CG-W-1");
    expect(referenceFrom(new URLSearchParams("trxref=CG-T-2"))).toBe("CG-T-2");
  });

  it("gives nothing for a missing or malformed reference", () => {
    expect(referenceFrom(new URLSearchParams(""))).toBe("");
    expect(referenceFrom(new URLSearchParams("reference=../../admin"))).toBe("");
  });
});
