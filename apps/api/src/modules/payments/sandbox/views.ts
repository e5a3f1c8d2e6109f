import { BANK_CODES } from "@campusgo/domain";
import type { SandboxRecipient, SandboxRefund, SandboxTransaction, SandboxTransfer } from "./store.ts";

/** The sandbox's records as Paystack shows them, in its answers and its webhooks' `data`. */

const GATEWAY_RESPONSE: Record<SandboxTransaction["status"], string> = {
  success: "Successful",
  failed: "Declined",
  abandoned: "The transaction was not completed",
};

/** A transaction as verify answers it and charge.success carries it. */
export function transactionView(t: SandboxTransaction) {
  return {
    id: t.id,
    domain: "test",
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: "NGN",
    channel: t.channel,
    gateway_response: GATEWAY_RESPONSE[t.status],
    paid_at: t.paidAt,
    created_at: t.createdAt,
    customer: { email: t.email },
    metadata: t.metadata,
  };
}

export function recipientView(r: SandboxRecipient) {
  return {
    active: true,
    currency: "NGN",
    name: r.name,
    recipient_code: r.recipientCode,
    type: "nuban",
    details: {
      account_number: r.accountNumber,
      account_name: r.name,
      bank_code: r.bankCode,
      bank_name: r.bankName,
    },
  };
}

/** The data of transfer.success and transfer.failed. */
export function transferEventData(t: SandboxTransfer, r: SandboxRecipient) {
  return {
    amount: t.amount,
    currency: "NGN",
    reference: t.reference,
    transfer_code: t.transferCode,
    status: t.status,
    reason: t.reason,
    ...(t.status === "failed" ? { gateway_response: "The beneficiary's bank refused the transfer" } : {}),
    recipient: {
      recipient_code: r.recipientCode,
      name: r.name,
      details: { account_number: r.accountNumber, bank_code: r.bankCode, bank_name: r.bankName },
    },
  };
}

/** The data of refund.processed. */
export function refundEventData(r: SandboxRefund) {
  return {
    transaction_reference: r.transactionReference,
    refund_reference: r.refundReference,
    amount: r.amount,
    currency: "NGN",
    status: "processed",
  };
}

/** The banks transfers can go to: the ones drivers pick from in KYC, with their codes. */
export function bankList() {
  return Object.entries(BANK_CODES).map(([name, code], index) => ({
    id: index + 1,
    name,
    code,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    country: "Nigeria",
    currency: "NGN",
    type: "nuban",
    active: true,
  }));
}

/** A bank's name by its code, if it is one of ours. */
export function bankName(code: string): string | undefined {
  return Object.entries(BANK_CODES).find(([, c]) => c === code)?.[0];
}

const GIVEN_NAMES = ["ADAEZE", "CHINEDU", "NGOZI", "EMEKA", "IFEOMA", "OBINNA", "CHIAMAKA", "TOCHUKWU"];
const FAMILY_NAMES = ["OKAFOR", "EZE", "NWOSU", "OKEKE", "ANI", "OBI", "UGWU", "NNAMDI"];

/** The sandbox's holder of an account: a name made from its number, the same every time. */
export function sandboxAccountName(accountNumber: string): string {
  const digits = [...accountNumber].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  return `${GIVEN_NAMES[sum % GIVEN_NAMES.length]} ${FAMILY_NAMES[(digits.at(-1) ?? 0) % FAMILY_NAMES.length]}`;
}
