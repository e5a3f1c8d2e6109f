import { formatDateAndTime, PAYMENT_MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, driverProfiles, payouts } from "../src/db/schema/index.ts";
import { outbox } from "./helpers/outbox.ts";
import { driverWithEarnings, paymentsSuite } from "./helpers/payments.ts";
import { createUser, signedIn } from "./helpers/users.ts";

const { fake, t } = await paymentsSuite();
const min = t.config.payments.payoutMinKobo;
const newAccount = { bankName: "Access", bankAccountNumber: "2233445566" };
fake.accounts.set(newAccount.bankAccountNumber, "ADAEZE OKAFOR");

describe("a driver changes the bank account payouts go to", () => {
  it("sees the holder's name the bank gives before saving; a wrong number is refused", async () => {
    const driver = await driverWithEarnings(t, 0);
    const unknown = await driver.api({
      method: "POST",
      url: "/api/driver/bank-account/resolve",
      payload: { bankName: "Access", bankAccountNumber: "9999999999" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PAYMENT_MESSAGES.accountNotFound);
    const known = await driver.api({
      method: "POST",
      url: "/api/driver/bank-account/resolve",
      payload: newAccount,
    });
    expect(known.json()).toEqual({ data: { accountName: "ADAEZE OKAFOR" } });
    const bad = await driver.api({
      method: "POST",
      url: "/api/driver/bank-account/resolve",
      payload: { bankName: "Access", bankAccountNumber: "12345" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("saves it with the bank's name (never the form's), audited and e-mailed; payouts to it wait", async () => {
    const driver = await driverWithEarnings(t, 3 * min);
    const saved = await driver.api({
      method: "PUT",
      url: "/api/driver/bank-account",
      payload: { ...newAccount, bankAccountHolderName: "Someone Else" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: PAYMENT_MESSAGES.bankChanged,
      data: { bankName: "Access", accountNumberMasked: "••••5566", accountName: "ADAEZE OKAFOR" },
    });
    const from = saved.json().data.payoutsFrom as string;
    expect(Date.parse(from) - Date.now()).toBeGreaterThan(t.config.payments.bankChangeHoldMs - 60_000);
    const [profile] = await t.database.db
      .select()
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, driver.user.id));
    expect(profile).toMatchObject({
      bankAccountNumber: "2233445566",
      bankAccountHolderName: "ADAEZE OKAFOR",
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, driver.user.id));
    expect(audit).toMatchObject({ actorId: driver.user.id, action: "driver.bank_account_changed" });
    const mails = await outbox(t, driver.user.email);
    expect(mails.map((m) => m.subject)).toContain("Your CampusGo payout account was changed");

    const waiting = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: min },
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(PAYMENT_MESSAGES.payoutsWaitForNewAccount(formatDateAndTime(from)));

    // The wait has passed: the payout goes to the new account.
    await t.database.db
      .update(driverProfiles)
      .set({ bankChangedAt: new Date(Date.now() - t.config.payments.bankChangeHoldMs - 1000) })
      .where(eq(driverProfiles.userId, driver.user.id));
    const paid = await driver.api({
      method: "POST",
      url: "/api/driver/payouts",
      payload: { amountKobo: min },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.driverId, driver.user.id));
    expect(payout).toMatchObject({
      accountNumber: "2233445566",
      accountName: "ADAEZE OKAFOR",
      bankName: "Access",
    });

    const same = await driver.api({ method: "PUT", url: "/api/driver/bank-account", payload: newAccount });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(PAYMENT_MESSAGES.bankChangeSame);
  });

  it("is for approved drivers only", async () => {
    const rider = await signedIn(t, await createUser(t));
    expect(
      (await rider({ method: "PUT", url: "/api/driver/bank-account", payload: newAccount })).statusCode,
    ).toBe(403);
    const pending = await createUser(t, { role: "driver" });
    const api = await signedIn(t, pending);
    const res = await api({ method: "PUT", url: "/api/driver/bank-account", payload: newAccount });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.bankChangeNotApproved);
  });
});
