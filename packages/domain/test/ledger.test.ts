import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assertBalanced,
  commissionOf,
  commissionRefunded,
  LEDGER,
  MOVEMENTS,
  type Posting,
} from "../src/index.ts";

const riders = ["r1", "r2", "r3"];
const drivers = ["d1", "d2"];

/** Any amount a trip, a top-up or a payout can have (whole kobo, up to ₦1,000,000). */
const kobo = fc.integer({ min: 1, max: 100_000_000 });
const bps = fc.integer({ min: 0, max: 5000 });

/** One movement with random parties and amounts; the commission is whatever the rate makes of the amount. */
const movement: fc.Arbitrary<Posting[]> = fc.oneof(
  fc.tuple(fc.constantFrom(...riders), kobo).map(([r, a]) => MOVEMENTS.topUp(r, a)),
  fc
    .tuple(fc.option(fc.constantFrom(...riders)), fc.constantFrom(...drivers), kobo, bps)
    .map(([r, d, a, rate]) => MOVEMENTS.tripPaid(r ? { wallet: r } : "gateway", d, a, commissionOf(a, rate))),
  fc
    .tuple(fc.option(fc.constantFrom(...riders)), fc.constantFrom(...drivers), kobo, bps)
    .map(([r, d, a, rate]) =>
      MOVEMENTS.tripRefunded(r ? { wallet: r } : "card", d, a, commissionOf(a, rate)),
    ),
  kobo.map((a) => MOVEMENTS.refundSent(a)),
  fc.tuple(fc.constantFrom(...drivers), kobo).map(([d, a]) => MOVEMENTS.payoutRequested(d, a)),
  kobo.map((a) => MOVEMENTS.payoutSent(a)),
  fc.tuple(fc.constantFrom(...drivers), kobo).map(([d, a]) => MOVEMENTS.payoutReturned(d, a)),
);

const sum = (postings: readonly Posting[]) => postings.reduce((s, p) => s + p.amountKobo, 0);

/** Balances after a list of movements, as the ledger computes them (the sum of each account's entries). */
function balances(movements: Posting[][]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of movements) for (const p of m) out.set(p.account, (out.get(p.account) ?? 0) + p.amountKobo);
  return out;
}

describe("the movements of money", () => {
  it("any sequence of movements is balanced one by one, and the whole ledger sums to zero", () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        for (const m of movements) {
          expect(() => assertBalanced(m)).not.toThrow();
          // No zero postings, each account once.
          expect(m.every((p) => p.amountKobo !== 0)).toBe(true);
          expect(new Set(m.map((p) => p.account)).size).toBe(m.length);
        }
        expect(
          sum([...balances(movements).values()].map((amountKobo) => ({ account: "", amountKobo }))),
        ).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it("a trip paid gives the driver the amount less the commission and the platform the commission", () => {
    fc.assert(
      fc.property(kobo, bps, fc.boolean(), (amount, rate, fromWallet) => {
        const commission = commissionOf(amount, rate);
        const b = balances([
          MOVEMENTS.tripPaid(fromWallet ? { wallet: "r1" } : "gateway", "d1", amount, commission),
        ]);
        expect(b.get(LEDGER.driver("d1")) ?? 0).toBe(amount - commission);
        expect(b.get(LEDGER.commission) ?? 0).toBe(commission);
        expect(b.get(fromWallet ? LEDGER.wallet("r1") : LEDGER.clearing)).toBe(-amount);
      }),
    );
  });

  it("a 0% commission posts nothing to the commission account; all of it (a removed driver) nothing to the driver", () => {
    expect(MOVEMENTS.tripPaid({ wallet: "r1" }, "d1", 50_000, 0)).toEqual([
      { account: LEDGER.wallet("r1"), amountKobo: -50_000 },
      { account: LEDGER.driver("d1"), amountKobo: 50_000 },
    ]);
    expect(MOVEMENTS.tripPaid("gateway", "removed", 50_000, 50_000)).toEqual([
      { account: LEDGER.clearing, amountKobo: -50_000 },
      { account: LEDGER.commission, amountKobo: 50_000 },
    ]);
  });

  it("refunding a paid trip in any parts takes back exactly what the driver and the platform got", () => {
    fc.assert(
      fc.property(
        kobo,
        bps,
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 }),
        (amount, rate, weights) => {
          const commission = commissionOf(amount, rate);
          // Split the whole amount into parts in proportion to the weights (every part at least 1 kobo).
          const total = weights.reduce((s, w) => s + w, 0);
          const parts: number[] = [];
          let left = amount;
          for (const [i, w] of weights.entries()) {
            const part = i === weights.length - 1 ? left : Math.min(left, Math.floor((amount * w) / total));
            if (part > 0) parts.push(part);
            left -= part;
          }
          const movements = [MOVEMENTS.tripPaid({ wallet: "r1" }, "d1", amount, commission)];
          let refunded = 0;
          for (const part of parts) {
            const back = commissionRefunded(amount, commission, refunded, part);
            expect(back).toBeGreaterThanOrEqual(0);
            expect(back).toBeLessThanOrEqual(part);
            movements.push(MOVEMENTS.tripRefunded({ wallet: "r1" }, "d1", part, back));
            refunded += part;
          }
          const b = balances(movements);
          expect(b.get(LEDGER.driver("d1")) ?? 0).toBe(0);
          expect(b.get(LEDGER.commission) ?? 0).toBe(0);
          expect(b.get(LEDGER.wallet("r1")) ?? 0).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a third of ₦100 at 10%, three times, gives back the whole ₦10 of commission", () => {
    const backs = [
      commissionRefunded(10_000, 1_000, 0, 3_333),
      commissionRefunded(10_000, 1_000, 3_333, 3_333),
      commissionRefunded(10_000, 1_000, 6_666, 3_334),
    ];
    expect(backs.reduce((s, b) => s + b, 0)).toBe(1_000);
  });

  it("a payout requested, then sent or returned, leaves nothing in transit", () => {
    fc.assert(
      fc.property(kobo, fc.boolean(), (amount, sent) => {
        const b = balances([
          MOVEMENTS.payoutRequested("d1", amount),
          sent ? MOVEMENTS.payoutSent(amount) : MOVEMENTS.payoutReturned("d1", amount),
        ]);
        expect(b.get(LEDGER.payoutsInTransit)).toBe(0);
        expect(b.get(LEDGER.driver("d1"))).toBe(sent ? -amount : 0);
      }),
    );
  });
});

describe("commissionOf", () => {
  it("is the rate's part of the amount, rounded to the nearest kobo (halves up)", () => {
    expect(commissionOf(50_000, 1000)).toBe(5_000);
    expect(commissionOf(20_000, 1000)).toBe(2_000);
    expect(commissionOf(5, 1000)).toBe(1);
    expect(commissionOf(4, 1000)).toBe(0);
    expect(commissionOf(15, 1000)).toBe(2);
    expect(commissionOf(14, 1000)).toBe(1);
    expect(commissionOf(12_345, 0)).toBe(0);
    expect(commissionOf(12_345, 10_000)).toBe(12_345);
    expect(commissionOf(12_345, 1250)).toBe(1_543);
  });

  it("is within half a kobo of the exact share, never negative nor more than the amount, and grows with it", () => {
    fc.assert(
      fc.property(kobo, fc.integer({ min: 0, max: 10_000 }), (amount, rate) => {
        const c = commissionOf(amount, rate);
        expect(Number.isSafeInteger(c)).toBe(true);
        expect(Math.abs(c - (amount * rate) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(amount);
        expect(commissionOf(amount + 1, rate)).toBeGreaterThanOrEqual(c);
      }),
    );
  });
});

describe("assertBalanced", () => {
  const ok: Posting[] = [
    { account: "a", amountKobo: -100 },
    { account: "b", amountKobo: 100 },
  ];

  it("accepts whole non-zero postings that sum to zero", () => {
    expect(() => assertBalanced(ok)).not.toThrow();
    expect(() =>
      assertBalanced([
        { account: "a", amountKobo: -100 },
        { account: "b", amountKobo: 90 },
        { account: "c", amountKobo: 10 },
      ]),
    ).not.toThrow();
  });

  it("refuses fewer than two postings", () => {
    expect(() => assertBalanced([])).toThrow(/at least two/);
    expect(() => assertBalanced([{ account: "a", amountKobo: 100 }])).toThrow(/at least two/);
  });

  it("refuses zero, fractional, non-finite and unsafe amounts", () => {
    for (const bad of [0, 0.5, -1.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() =>
        assertBalanced([
          { account: "a", amountKobo: bad },
          { account: "b", amountKobo: -bad },
        ]),
      ).toThrow(/not a whole non-zero kobo amount/);
    }
  });

  it("refuses postings that do not sum to zero, by any amount", () => {
    fc.assert(
      fc.property(
        kobo,
        fc.integer({ min: -1000, max: 1000 }).filter((d) => d !== 0),
        (a, off) => {
          const postings = [
            { account: "a", amountKobo: -a },
            { account: "b", amountKobo: a + off },
          ].filter((p) => p.amountKobo !== 0);
          expect(() => assertBalanced(postings)).toThrow();
        },
      ),
    );
  });

  it("refuses a movement's postings once any one of them is changed", () => {
    fc.assert(
      fc.property(
        movement,
        fc.nat(),
        fc.integer({ min: -1000, max: 1000 }).filter((d) => d !== 0),
        (m, which, off) => {
          const changed = m.map((p, i) =>
            i === which % m.length ? { ...p, amountKobo: p.amountKobo + off } : p,
          );
          expect(() => assertBalanced(changed)).toThrow();
        },
      ),
    );
  });
});
