import { formatNaira, refundShares } from "@campusgo/domain";

export interface RefundPreviewInput {
  /** What the trip's charge stands at: its amount, commission and what was refunded already. */
  trip: { amountKobo: number; commissionKobo: number | null; refundedKobo: number };
  refundKobo: number;
  /** What the trip's open hold holds (0 with none). */
  heldKobo: number;
  /** The driver's available earnings now; null once their account is gone. */
  driverAvailableKobo: number | null;
  /** The decision ends the hold (a review's adjust or refund): what the refund leaves on hold is released. */
  releasesHold?: boolean;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a refund takes from where, as the admin reads it before confirming (docs/decisions/0022): "₦540 comes back
 * from the commission and held earnings; ₦1,170 is taken from the driver's earnings (₦0 available): they will owe
 * ₦1,170, repaid from their next trips."
 */
export function refundPreview(input: RefundPreviewInput): string {
  const available = input.driverAvailableKobo;
  const shares = refundShares(input.trip, input.refundKobo, {
    heldKobo: input.heldKobo,
    availableKobo: available ?? 0,
  });
  const sources = [
    shares.commissionKobo > 0 ? "the commission" : null,
    shares.fromHeldKobo > 0 ? "held earnings" : null,
  ].filter((s) => s !== null);
  const back =
    sources.length > 0
      ? `${formatNaira(shares.commissionKobo + shares.fromHeldKobo)} comes back from ${sources.join(" and ")}`
      : null;

  let taken: string;
  if (shares.fromEarningsKobo === 0) {
    taken =
      available === null
        ? "nothing is taken from the driver's earnings"
        : `the driver's available earnings (${formatNaira(available)}) are not touched`;
  } else if (available === null) {
    taken = `${formatNaira(shares.fromEarningsKobo)} is taken from the driver's earnings (their account is removed)`;
  } else {
    const now =
      available < 0 ? `they already owe ${formatNaira(-available)}` : `${formatNaira(available)} available`;
    const after =
      shares.earningsAfterKobo < 0
        ? `they will owe ${formatNaira(-shares.earningsAfterKobo)}, repaid from their next trips`
        : `they are left with ${formatNaira(shares.earningsAfterKobo)}`;
    taken = `${formatNaira(shares.fromEarningsKobo)} is taken from the driver's earnings (${now}): ${after}`;
  }

  const leftOnHold = Math.max(0, input.heldKobo - shares.fromHeldKobo);
  const released =
    input.releasesHold && leftOnHold > 0
      ? ` The ${formatNaira(leftOnHold)} left on hold is released to the driver.`
      : "";
  return `${back ? `${back}; ${taken}` : capitalised(taken)}.${released}`;
}
