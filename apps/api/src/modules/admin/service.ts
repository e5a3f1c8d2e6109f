import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import type { Mail } from "../../lib/mail.ts";
import { isUuid, loadKyc } from "../kyc/service.ts";
import type { Notifier } from "../notifications/notifier.ts";
import { type Decision, decisionNotice } from "./decision-messages.ts";
import { DRIVER_SMS, type DriverSmsDeps, textDriver } from "./driver-sms.ts";
import {
  decideApplication,
  findDriver,
  insertAudit,
  type KycStatus,
  listApplications,
  listAudit,
  listUsers,
  type UsersFilter,
} from "./repo.ts";

export const ADMIN_MESSAGES = {
  driverNotFound: "Driver not found",
  notAwaitingReview: "This application is not awaiting review",
  approved: "Driver approved",
  rejected: "Driver rejected",
  giveReason: "Please give a reason",
  reasonTooLong: "The reason must be at most 500 characters",
} as const;

export interface DecisionContext {
  db: Db;
  mailer: { send(mail: Mail): Promise<void> };
  sms: DriverSmsDeps["sms"];
  notifier: Notifier;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export async function kycQueue(db: Db, status: KycStatus) {
  const rows = await listApplications(db, status);
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt?.toISOString() ?? null }));
}

/** Everything an admin needs to review a driver: the account, the data, every image, the full account number. */
export async function kycDetail(db: Db, driverId: string) {
  const driver = isUuid(driverId) ? await findDriver(db, driverId) : undefined;
  if (!driver) throw new AppError("not_found", ADMIN_MESSAGES.driverNotFound);
  const { profile, view } = await loadKyc(db, driver.id);
  return {
    ...view,
    driver: {
      id: driver.id,
      fullName: driver.fullName,
      email: driver.email,
      phoneNumber: driver.phoneNumber,
      city: driver.city,
      createdAt: driver.createdAt.toISOString(),
    },
    bank: { ...view.bank, bankAccountNumber: profile?.bankAccountNumber ?? null },
  };
}

/**
 * Approves or rejects a pending application. The status change (compare-and-set on "pending"), the audit row
 * and the driver's notification commit together; the push, the e-mail and the text follow the commit.
 */
export async function decideKyc(
  ctx: DecisionContext,
  adminId: string,
  driverId: string,
  decision: Decision,
): Promise<void> {
  const { driver, notification, notice } = await ctx.db.transaction(async (tx) => {
    const driver = isUuid(driverId) ? await findDriver(tx, driverId) : undefined;
    if (!driver) throw new AppError("not_found", ADMIN_MESSAGES.driverNotFound);
    const won = await decideApplication(
      tx,
      driver.id,
      adminId,
      decision.kind === "approve" ? { status: "approved" } : { status: "rejected", reason: decision.reason },
    );
    if (!won) throw new AppError("conflict", ADMIN_MESSAGES.notAwaitingReview);
    await insertAudit(tx, {
      actorId: adminId,
      action: decision.kind === "approve" ? "kyc.approve" : "kyc.reject",
      targetId: driver.id,
      details: decision.kind === "reject" ? { reason: decision.reason } : {},
    });
    const notice = decisionNotice(driver, decision, ctx.publicUrl);
    const notification = await ctx.notifier.create(tx, driver.id, notice.notification);
    return { driver, notification, notice };
  });
  ctx.notifier.publish(notification);
  try {
    await ctx.mailer.send({ to: driver.email, ...notice.mail });
  } catch (error) {
    // The decision stands; the driver also has the in-app notification.
    ctx.log.error({ err: error, driverId: driver.id }, "decision mail failed");
  }
  await textDriver(ctx, driver.id, decision.kind === "approve" ? DRIVER_SMS.approved : DRIVER_SMS.rejected);
}

export async function usersList(db: Db, filter: UsersFilter) {
  const { rows, total } = await listUsers(db, filter);
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      role: r.role,
      fullName: r.fullName,
      email: r.email,
      phoneNumber: r.phoneNumber,
      city: r.city,
      activated: r.emailVerifiedAt !== null,
      kycStatus: r.role === "driver" ? (r.kycStatus ?? ("not_submitted" as const)) : null,
      suspension: r.suspendedAt
        ? { reason: r.suspendedReason ?? "", since: new Date(r.suspendedAt).toISOString() }
        : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function auditList(db: Db, page: number) {
  const rows = await listAudit(db, page);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actorId ? { id: r.actorId, fullName: r.actorName ?? "" } : null,
    action: r.action,
    targetId: r.targetId,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  }));
}
