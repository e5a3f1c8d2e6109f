import { describe, expect, it } from "vitest";
import { checkTopUp, nairaInput, topUpFor, topUpRangeHint } from "./top-up-amount.ts";

const limits = { minKobo: 10_000, maxKobo: 5_000_000 };

describe("checkTopUp", () => {
  it("reads naira as typed, with or without the sign and commas", () => {
    expect(checkTopUp("2000", limits)).toEqual({ ok: true, amountKobo: 200_000 });
    expect(checkTopUp(" ₦2,000 ", limits)).toEqual({ ok: true, amountKobo: 200_000 });
    expect(checkTopUp("150.50", limits)).toEqual({ ok: true, amountKobo: 15_050 });
  });

  it("asks for an amount, and for a number", () => {
    expect(checkTopUp("", limits)).toEqual({ ok: false, message: "Enter an amount" });
    expect(checkTopUp("two thousand", limits)).toMatchObject({ ok: false });
    expect(checkTopUp("-500", limits)).toMatchObject({ ok: false });
    expect(checkTopUp("1.234", limits)).toMatchObject({ ok: false });
  });

  it("keeps to the API's limits, naming them", () => {
    expect(checkTopUp("99", limits)).toEqual({ ok: false, message: "The smallest top-up is ₦100." });
    expect(checkTopUp("100", limits)).toEqual({ ok: true, amountKobo: 10_000 });
    expect(checkTopUp("50000", limits)).toEqual({ ok: true, amountKobo: 5_000_000 });
    expect(checkTopUp("50001", limits)).toEqual({ ok: false, message: "The largest top-up is ₦50,000." });
    expect(topUpRangeHint(limits)).toBe("Top up between ₦100 and ₦50,000.");
  });
});

describe("topUpFor", () => {
  it("is the shortfall rounded up to whole naira, at least the minimum top-up", () => {
    expect(topUpFor(150_000, 20_000, 10_000)).toBe(130_000);
    expect(topUpFor(150_050, 0, 10_000)).toBe(150_100);
    expect(topUpFor(150_000, 145_000, 10_000)).toBe(10_000);
  });

  it("is nothing when the wallet holds enough", () => {
    expect(topUpFor(150_000, 150_000, 10_000)).toBeNull();
    expect(topUpFor(150_000, 200_000, 10_000)).toBeNull();
  });
});

describe("nairaInput", () => {
  it("shows kobo as the naira typed in the field", () => {
    expect(nairaInput(200_000)).toBe("2000");
    expect(nairaInput(15_050)).toBe("150.5");
  });
});
