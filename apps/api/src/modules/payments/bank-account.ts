import {
  BANK_CODES,
  type BANKS,
  type BankAccountChange,
  type BankAccountView,
  formatDateAndTime,
  PAYMENT_MESSAGES,
} from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { auditLog, type DriverProfile, driverProfiles, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { rideNoticeMail } from "../../lib/mail/templates.ts";
import { gatewayOf } from "./checkout.ts";
import type { PaymentDeps } from "./deps.ts";

/**
 * A driver's payout account after approval (docs/decisions/0024-changing-the-payout-account.md): the holder's
 * name is what the bank says (the gateway's account resolve), shown before saving; a change is audited, e-mailed
 * to the driver, and payouts to the new account wait `bankChangeHoldMs`.
 */

const mask = (accountNumber: string | null) => (accountNumber ? `••••${accountNumber.slice(-4)}` : null);

async function profileOf(deps: PaymentDeps, driverId: string): Promise<DriverProfile | undefined> {
  const [profile] = await deps.db.select().from(driverProfiles).where(eq(driverProfiles.userId, driverId));
  return profile;
}

/** When payouts to the account may start: `bankChangeHoldMs` after a change, at once for the verification's own. */
export function payoutsFrom(
  deps: Pick<PaymentDeps, "config">,
  profile: Pick<DriverProfile, "bankChangedAt">,
) {
  return profile.bankChangedAt
    ? new Date(profile.bankChangedAt.getTime() + deps.config.payments.bankChangeHoldMs)
    : null;
}

export function bankAccountView(deps: PaymentDeps, profile: DriverProfile | undefined): BankAccountView {
  const from = profile ? payoutsFrom(deps, profile) : null;
  return {
    canChange: profile?.kycStatus === "approved",
    bankName: profile?.bankName ?? null,
    accountNumberMasked: mask(profile?.bankAccountNumber ?? null),
    accountName: profile?.bankAccountHolderName ?? null,
    changedAt: profile?.bankChangedAt?.toISOString() ?? null,
    payoutsFrom: from && from.getTime() > Date.now() ? from.toISOString() : null,
  };
}

export async function driverBankAccount(deps: PaymentDeps, driver: User): Promise<BankAccountView> {
  return bankAccountView(deps, await profileOf(deps, driver.id));
}

async function approvedProfile(deps: PaymentDeps, driver: User): Promise<DriverProfile> {
  const profile = await profileOf(deps, driver.id);
  if (profile?.kycStatus !== "approved")
    throw new AppError("conflict", PAYMENT_MESSAGES.bankChangeNotApproved);
  return profile;
}

/** The name the bank holds the account in, asked of the gateway; 400 when the bank does not know it. */
export async function resolveBankAccount(
  deps: PaymentDeps,
  driver: User,
  input: BankAccountChange,
): Promise<{ accountName: string }> {
  await approvedProfile(deps, driver);
  const gateway = gatewayOf(deps);
  let resolved: { accountName: string } | null;
  try {
    resolved = await gateway.resolveAccount({
      accountNumber: input.bankAccountNumber,
      bankCode: BANK_CODES[input.bankName as (typeof BANKS)[number]],
    });
  } catch (error) {
    deps.log.warn({ err: error }, "bank account could not be resolved now");
    throw new AppError("unavailable", PAYMENT_MESSAGES.gatewayDown);
  }
  if (!resolved) throw new AppError("bad_request", PAYMENT_MESSAGES.accountNotFound);
  return resolved;
}

/**
 * Saves a new payout account: resolved again here (the name shown before is never taken from the browser), then the
 * profile and the audit row in one transaction; the driver is e-mailed (a change they did not make is a warning).
 */
export async function changeBankAccount(
  deps: PaymentDeps,
  driver: User,
  input: BankAccountChange,
): Promise<BankAccountView> {
  const before = await approvedProfile(deps, driver);
  if (before.bankName === input.bankName && before.bankAccountNumber === input.bankAccountNumber) {
    throw new AppError("conflict", PAYMENT_MESSAGES.bankChangeSame);
  }
  const { accountName } = await resolveBankAccount(deps, driver, input);
  const now = new Date();
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(driverProfiles)
      .set({
        bankName: input.bankName,
        bankAccountNumber: input.bankAccountNumber,
        bankAccountHolderName: accountName,
        bankChangedAt: now,
        updatedAt: now,
      })
      .where(eq(driverProfiles.userId, driver.id))
      .returning();
    await tx.insert(auditLog).values({
      actorId: driver.id,
      action: "driver.bank_account_changed",
      targetId: driver.id,
      details: {
        from: { bankName: before.bankName, accountNumberEnd: before.bankAccountNumber?.slice(-4) ?? null },
        to: { bankName: input.bankName, accountNumberEnd: input.bankAccountNumber.slice(-4), accountName },
      },
    });
    return row;
  });
  const view = bankAccountView(deps, saved);
  const from = formatDateAndTime(view.payoutsFrom ?? now);
  await deps.mailer.send({
    to: driver.email,
    ...rideNoticeMail(
      driver.fullName,
      "Your CampusGo payout account was changed",
      [
        `Your payouts now go to ${input.bankName} ${mask(input.bankAccountNumber)} (${accountName}).`,
        `For your security, payouts to it start on ${from}.`,
        "If you did not make this change, change your password at once and write to us from Settings (Contact us).",
      ],
      [],
    ),
  });
  return view;
}
