import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { gatewaySandbox } from "../../../db/schema/index.ts";

export type Channel = "card" | "bank_transfer";

/** A checkout: abandoned until the payer pays (success) or declines (failed) on the checkout page. */
export interface SandboxTransaction {
  /** Paystack's numeric transaction id. */
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** Kobo. */
  amount: number;
  callbackUrl: string | null;
  metadata: unknown;
  status: "abandoned" | "success" | "failed";
  channel: Channel | null;
  paidAt: string | null;
  createdAt: string;
  /** Kobo refunded so far. */
  refunded: number;
}

export interface SandboxRecipient {
  recipientCode: string;
  name: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
}

export interface SandboxTransfer {
  transferCode: string;
  reference: string;
  amount: number;
  recipientCode: string;
  reason: string | null;
  status: "pending" | "success" | "failed";
  createdAt: string;
}

export interface SandboxRefund {
  refundReference: string;
  transactionReference: string;
  amount: number;
  status: "pending" | "processed";
  createdAt: string;
}

/** What each kind of record holds; an access code's record points at its transaction. */
interface Records {
  transaction: SandboxTransaction;
  access_code: { reference: string };
  recipient: SandboxRecipient;
  transfer: SandboxTransfer;
  refund: SandboxRefund;
}
type Kind = keyof Records;

/** One key space per kind: a transfer may share its reference with a transaction. */
const rowId = (kind: Kind, key: string) => `${kind}:${key}`;

async function insert<K extends Kind>(db: Db, kind: K, key: string, data: Records[K]): Promise<boolean> {
  const rows = await db
    .insert(gatewaySandbox)
    .values({ id: rowId(kind, key), kind, data })
    .onConflictDoNothing()
    .returning({ id: gatewaySandbox.id });
  return rows.length > 0;
}

async function read<K extends Kind>(db: Db, kind: K, key: string): Promise<Records[K] | undefined> {
  const [row] = await db
    .select({ data: gatewaySandbox.data })
    .from(gatewaySandbox)
    .where(eq(gatewaySandbox.id, rowId(kind, key)));
  return row?.data as Records[K] | undefined;
}

/** Sets `data` (an SQL expression of the old data) where `condition` holds; the new record, or undefined. */
async function update<K extends Kind>(
  db: Db,
  kind: K,
  key: string,
  data: SQL,
  condition?: SQL,
): Promise<Records[K] | undefined> {
  const [row] = await db
    .update(gatewaySandbox)
    .set({ data, updatedAt: new Date() })
    .where(and(eq(gatewaySandbox.id, rowId(kind, key)), condition))
    .returning({ data: gatewaySandbox.data });
  return row?.data as Records[K] | undefined;
}

const merged = (patch: object) => sql`${gatewaySandbox.data} || ${JSON.stringify(patch)}::jsonb`;

/** Stores a new transaction and its access code; false when the reference was already used. */
export function createTransaction(db: Db, transaction: SandboxTransaction): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insert(tx, "transaction", transaction.reference, transaction))) return false;
    await insert(tx, "access_code", transaction.accessCode, { reference: transaction.reference });
    return true;
  });
}

export function findTransaction(db: Db, reference: string): Promise<SandboxTransaction | undefined> {
  return read(db, "transaction", reference);
}

export async function findByAccessCode(db: Db, accessCode: string): Promise<SandboxTransaction | undefined> {
  const link = await read(db, "access_code", accessCode);
  return link ? read(db, "transaction", link.reference) : undefined;
}

/** Pays or declines a transaction still open; undefined when it was already paid or declined. */
export function settleTransaction(
  db: Db,
  reference: string,
  outcome: Pick<SandboxTransaction, "status" | "channel" | "paidAt">,
): Promise<SandboxTransaction | undefined> {
  return update(
    db,
    "transaction",
    reference,
    merged(outcome),
    sql`${gatewaySandbox.data}->>'status' = 'abandoned'`,
  );
}

/**
 * Counts `amount` more as refunded on a successful transaction, in one statement so two refunds at once cannot
 * give back more than was paid; undefined when the transaction is not paid or has less than that left.
 */
export function takeRefund(
  db: Db,
  reference: string,
  amount: number,
): Promise<SandboxTransaction | undefined> {
  const refunded = sql`(${gatewaySandbox.data}->>'refunded')::bigint`;
  return update(
    db,
    "transaction",
    reference,
    sql`jsonb_set(${gatewaySandbox.data}, '{refunded}', to_jsonb(${refunded} + ${amount}::bigint))`,
    sql`${gatewaySandbox.data}->>'status' = 'success'
      and (${gatewaySandbox.data}->>'amount')::bigint - ${refunded} >= ${amount}::bigint`,
  );
}

export function createRecipient(db: Db, recipient: SandboxRecipient): Promise<boolean> {
  return insert(db, "recipient", recipient.recipientCode, recipient);
}

export function findRecipient(db: Db, recipientCode: string): Promise<SandboxRecipient | undefined> {
  return read(db, "recipient", recipientCode);
}

/** Stores a new transfer; false when its reference was already used. */
export function createTransfer(db: Db, transfer: SandboxTransfer): Promise<boolean> {
  return insert(db, "transfer", transfer.reference, transfer);
}

export function findTransfer(db: Db, reference: string): Promise<SandboxTransfer | undefined> {
  return read(db, "transfer", reference);
}

export function setTransferStatus(db: Db, reference: string, status: SandboxTransfer["status"]) {
  return update(db, "transfer", reference, merged({ status }));
}

export function createRefund(db: Db, refund: SandboxRefund): Promise<boolean> {
  return insert(db, "refund", refund.refundReference, refund);
}

export function setRefundStatus(db: Db, refundReference: string, status: SandboxRefund["status"]) {
  return update(db, "refund", refundReference, merged({ status }));
}
