import { formatNaira } from "../money.ts";

/** Why there is no cash option, in the FAQ's words (shown where a rider looks for cash). */
export const CASH_NOTICE =
  "Cash is discouraged: all transactions stay on the platform, which keeps your money protected and every ride on record. Pay by card, bank transfer or your CampusGo wallet.";

/** The cancellation policy, shown before a rider confirms a cancellation. */
export function cancellationPolicy(feeKobo: number): string {
  return `Cancelling is free until your driver arrives. Once your driver has arrived, cancelling costs ${formatNaira(feeKobo)}, which goes to the driver.`;
}

export const PAYMENT_MESSAGES = {
  owed: "Please pay for your last trip before booking another.",
  owedFee: "Please pay the cancellation fee of your last booking before booking another.",
  /** What booking waits for: the last trip, or a cancellation fee. */
  owedFor: (kind: string) =>
    kind === "cancellation_fee"
      ? "Please pay the cancellation fee of your last booking before booking another."
      : kind === "return_fee"
        ? "Please pay for bringing your package back before booking another."
        : "Please pay for your last trip before booking another.",
  alreadyPaid: "This trip is already paid.",
  notYours: "Payment not found.",
  walletTooLow: "Your wallet balance is too low for this payment.",
  topUpRange: (minKobo: number, maxKobo: number) =>
    `Top up between ${formatNaira(minKobo)} and ${formatNaira(maxKobo)}.`,
  payoutMinimum: (minKobo: number) => `The minimum payout is ${formatNaira(minKobo)}.`,
  payoutTooHigh: "You cannot withdraw more than your available balance.",
  earningsOwed: (owedKobo: number) =>
    `You owe ${formatNaira(owedKobo)} from a refund. It is taken from your next trips; you can withdraw again once your balance is above zero.`,
  noBankAccount: "Add your bank account in your verification before asking for a payout.",
  gatewayDown: "Payments are unavailable right now. Please try again in a moment.",
  /** Why a payout failed (or the bank sent it back): the bank's words, or that it gave none. */
  payoutFailed: (how: "failed" | "reversed", bankSaid: string | null) =>
    `${how === "failed" ? "The bank transfer did not go through" : "The bank sent the transfer back"}. ${
      bankSaid ? `The bank said: ${bankSaid.replace(/\.$/, "")}.` : "The bank gave no reason."
    }`,
  accountNotFound: "We could not find this account at the bank. Check the number and the bank.",
  bankChangeNotApproved: "You can change your bank account once your verification is approved.",
  bankChangeSame: "This is already the account your payouts go to.",
  bankChanged: "Bank account saved. Payouts to it start after a short security wait.",
  payoutsWaitForNewAccount: (from: string) =>
    `For your security, payouts to your new bank account start on ${from}.`,
  /** Why an account cannot be deleted yet (docs/decisions/0023-deleting-an-account-with-money.md). */
  deleteOwed: "Pay what you owe for your last booking before deleting your account.",
  deleteWallet: (kobo: number) =>
    `Your wallet holds ${formatNaira(kobo)}. Use it for your next trips, or write to us from Settings (Contact us) to have it refunded, before deleting your account.`,
  deleteInTransit: (kobo: number) =>
    `A payout of ${formatNaira(kobo)} is on its way to your bank. You can delete your account once it has arrived.`,
  deleteHeld: (kobo: number) =>
    `${formatNaira(kobo)} of your earnings is on hold while a trip is reviewed. You can delete your account once the review ends.`,
  deleteEarnings: (kobo: number) =>
    `Withdraw your earnings of ${formatNaira(kobo)} before deleting your account.`,
  deleteSmallEarnings: (kobo: number, minKobo: number) =>
    `You have ${formatNaira(kobo)} of earnings, below the ${formatNaira(minKobo)} payout minimum. Write to us from Settings (Contact us) to have it paid out before deleting your account.`,
  deleteDebt: (kobo: number) =>
    `You owe ${formatNaira(kobo)} from a refund. Write to us from Settings (Contact us) to settle it before deleting your account.`,
  nothingToPay: "There is nothing to pay for this trip.",
} as const;
