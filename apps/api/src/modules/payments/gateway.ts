/**
 * The one payment gateway interface. One adapter implements it (./paystack.ts), against Paystack or any server
 * that speaks its protocol (the app's own sandbox in development, a fake in tests).
 */
export interface PaymentGateway {
  /** Starts a checkout; the rider is sent to authorizationUrl and comes back to callbackUrl. */
  initialize(input: {
    email: string;
    amountKobo: number;
    reference: string;
    callbackUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ authorizationUrl: string; reference: string }>;
  /** What the gateway says of a transaction: only this makes a payment count. */
  verify(reference: string): Promise<VerifiedTransaction>;
  /** Asks for (part of) a paid transaction back to the payer's card or account. */
  refund(input: { reference: string; amountKobo: number }): Promise<{ status: string }>;
  /** The banks a transfer can go to (Nigeria), with their codes. */
  listBanks(): Promise<{ name: string; code: string }[]>;
  /**
   * The name a Nigerian bank account (nuban) is held in, as the bank gives it; null when the bank does not know
   * the account (or the number is wrong).
   */
  resolveAccount(input: { accountNumber: string; bankCode: string }): Promise<{ accountName: string } | null>;
  /** A transfer recipient for a Nigerian bank account (nuban). */
  createRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<{
    recipientCode: string;
  }>;
  /** Sends money from the platform's balance to a recipient; the outcome arrives as a transfer event. */
  transfer(input: { amountKobo: number; recipientCode: string; reference: string; reason: string }): Promise<{
    transferCode: string;
    status: string;
  }>;
  /**
   * What the gateway says of a transfer asked for with this reference; null when it has none (the request never
   * reached it). Used when the transfer request got no answer and no transfer event came.
   */
  verifyTransfer(reference: string): Promise<VerifiedTransfer | null>;
}

export interface VerifiedTransfer {
  reference: string;
  /** "success", "failed", "reversed", "pending", "processing", "otp"... */
  status: string;
  amountKobo: number;
  transferCode: string | null;
  /** The gateway's reason for a failed or reversed transfer, when it gives one. */
  reason: string | null;
}

export interface VerifiedTransaction {
  reference: string;
  /** "success", "failed", "abandoned", "pending"... */
  status: string;
  amountKobo: number;
  currency: string;
  channel: string | null;
  paidAt: string | null;
}

/** The gateway could not be reached or refused the call. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}
