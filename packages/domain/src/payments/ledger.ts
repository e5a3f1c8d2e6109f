/**
 * The double-entry ledger's rules, shared by the API (which writes it) and the tests (which check it).
 *
 * Every account's balance is the sum of its entries. What the platform owes a holder (a rider's wallet, a
 * driver's earnings, the platform's own commission) is positive; money that came in from outside shows as the
 * negative of the gateway's clearing account. Every movement is a set of postings that sum to zero.
 */
export const LEDGER = {
  clearing: "gateway:clearing",
  commission: "platform:commission",
  payoutsInTransit: "payouts:in_transit",
  refundsPending: "refunds:pending",
  wallet: (userId: string) => `wallet:${userId}`,
  driver: (userId: string) => `driver:${userId}`,
  /** A driver's earnings held back while a trip is reviewed: theirs, but not payable yet. */
  held: (userId: string) => `held:${userId}`,
} as const;

export interface Posting {
  account: string;
  amountKobo: number;
}

/** Throws unless the postings are a valid movement: at least two, whole non-zero kobo, summing to zero. */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new Error("a movement has at least two postings");
  let sum = 0;
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountKobo) || p.amountKobo === 0) {
      throw new Error(`posting to ${p.account} is not a whole non-zero kobo amount`);
    }
    sum += p.amountKobo;
  }
  if (sum !== 0) throw new Error(`postings sum to ${sum}, not zero`);
}

/** The platform's part of an amount at a commission rate in basis points (1000 = 10%), rounded to the kobo. */
export function commissionOf(amountKobo: number, commissionBps: number): number {
  return Math.round((amountKobo * commissionBps) / 10_000);
}

/**
 * The commission a refund of `refundKobo` gives back, when `refundedBeforeKobo` of a trip of `amountKobo` that
 * paid `commissionKobo` was refunded before. Each part is the difference of the rounded shares before and after
 * it, so however a trip is refunded in parts, a full refund gives back exactly the commission paid.
 */
export function commissionRefunded(
  amountKobo: number,
  commissionKobo: number,
  refundedBeforeKobo: number,
  refundKobo: number,
): number {
  const amount = BigInt(amountKobo);
  // Half up, in integers: the products of large amounts would lose kobo as floating point.
  const share = (refunded: number) =>
    Number((2n * BigInt(refunded) * BigInt(commissionKobo) + amount) / (2n * amount));
  return share(refundedBeforeKobo + refundKobo) - share(refundedBeforeKobo);
}

/** Drops zero postings and merges postings to one account (a 0% commission posts nothing to it). */
function tidy(postings: Posting[]): Posting[] {
  const byAccount = new Map<string, number>();
  for (const p of postings) byAccount.set(p.account, (byAccount.get(p.account) ?? 0) + p.amountKobo);
  return [...byAccount].filter(([, a]) => a !== 0).map(([account, amountKobo]) => ({ account, amountKobo }));
}

/** The movements of money, each as balanced postings. */
export const MOVEMENTS = {
  /** A top-up through the gateway lands in the rider's wallet. */
  topUp: (riderId: string, amountKobo: number): Posting[] => [
    { account: LEDGER.clearing, amountKobo: -amountKobo },
    { account: LEDGER.wallet(riderId), amountKobo },
  ],
  /**
   * A trip paid: the driver earns the amount less the commission; from the wallet or from the gateway. A trip
   * under review (`held`) puts the driver's share in their held account instead of their available earnings.
   */
  tripPaid: (
    from: { wallet: string } | "gateway",
    driverId: string,
    amountKobo: number,
    commissionKobo: number,
    held = false,
  ): Posting[] =>
    tidy([
      { account: from === "gateway" ? LEDGER.clearing : LEDGER.wallet(from.wallet), amountKobo: -amountKobo },
      {
        account: held ? LEDGER.held(driverId) : LEDGER.driver(driverId),
        amountKobo: amountKobo - commissionKobo,
      },
      { account: LEDGER.commission, amountKobo: commissionKobo },
    ]),
  /**
   * A refund of part of a trip: taken back from the driver and the commission in proportion; the driver's part
   * first from what is held of the trip (up to `fromHeldKobo`), the rest from their earnings, which may go below
   * zero (they owe it, and repay it from their next trips).
   */
  tripRefunded: (
    to: { wallet: string } | "card",
    driverId: string,
    amountKobo: number,
    commissionKobo: number,
    fromHeldKobo = 0,
  ): Posting[] => {
    const driverPart = amountKobo - commissionKobo;
    const held = Math.min(Math.max(0, fromHeldKobo), driverPart);
    return tidy([
      { account: LEDGER.held(driverId), amountKobo: -held },
      { account: LEDGER.driver(driverId), amountKobo: -(driverPart - held) },
      { account: LEDGER.commission, amountKobo: -commissionKobo },
      { account: to === "card" ? LEDGER.refundsPending : LEDGER.wallet(to.wallet), amountKobo },
    ]);
  },
  /** Held earnings become available (the review ended or its window passed). */
  holdReleased: (driverId: string, amountKobo: number): Posting[] => [
    { account: LEDGER.held(driverId), amountKobo: -amountKobo },
    { account: LEDGER.driver(driverId), amountKobo },
  ],
  /** Earnings of a trip the rider flagged after it was paid are held while it is reviewed. */
  holdTaken: (driverId: string, amountKobo: number): Posting[] => [
    { account: LEDGER.driver(driverId), amountKobo: -amountKobo },
    { account: LEDGER.held(driverId), amountKobo },
  ],
  /** The gateway paid a card refund out. */
  refundSent: (amountKobo: number): Posting[] => [
    { account: LEDGER.refundsPending, amountKobo: -amountKobo },
    { account: LEDGER.clearing, amountKobo },
  ],
  /** A driver asked for a payout: the money waits in transit until the transfer's outcome. */
  payoutRequested: (driverId: string, amountKobo: number): Posting[] => [
    { account: LEDGER.driver(driverId), amountKobo: -amountKobo },
    { account: LEDGER.payoutsInTransit, amountKobo },
  ],
  payoutSent: (amountKobo: number): Posting[] => [
    { account: LEDGER.payoutsInTransit, amountKobo: -amountKobo },
    { account: LEDGER.clearing, amountKobo },
  ],
  /** A failed or reversed transfer returns the money to the driver's balance. */
  payoutReturned: (driverId: string, amountKobo: number): Posting[] => [
    { account: LEDGER.payoutsInTransit, amountKobo: -amountKobo },
    { account: LEDGER.driver(driverId), amountKobo },
  ],
};
