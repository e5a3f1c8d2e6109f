import { type AdminAccount, type AdminRight, PEOPLE_MESSAGES } from "@campusgo/domain";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { driverProfiles, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertAudit } from "../admin/repo.ts";
import { setOnline } from "../drivers/presence.ts";
import { setDriverStatus } from "../drivers/service.ts";
import { mailDriver, suspensionMails } from "../drivers/suspension.ts";
import type { RideDeps } from "../rides/deps.ts";
import { reinstatedNotice, riderSuspensionMails, suspendedNotice } from "./notices.ts";

type Person = { id: string; role: "passenger" | "driver" };

async function findPerson(db: RideDeps["db"], id: string): Promise<Person> {
  const [person] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!person || person.role === "admin") throw new AppError("not_found", PEOPLE_MESSAGES.notFound);
  return { id: person.id, role: person.role };
}

/**
 * Suspends a rider or driver with the reason they are shown: a compare-and-set (suspending twice is 409, two
 * admins at once suspend once), audited and told in-app in the same transaction, then e-mailed. A driver's
 * suspension is the one payment reports use (driver_profiles): their switch is turned off in the same
 * transaction, and then they are taken off the map and out of dispatch on every instance (setDriverStatus);
 * going online is refused until they are reinstated. A rider keeps signing in but cannot book.
 */
export async function suspendPerson(
  deps: RideDeps,
  adminId: string,
  personId: string,
  reason: string,
): Promise<void> {
  const now = new Date();
  const { person, notice } = await deps.db.transaction(async (tx) => {
    const person = await findPerson(tx, personId);
    let suspended: unknown[];
    if (person.role === "driver") {
      suspended = await tx
        .insert(driverProfiles)
        .values({ userId: person.id, suspendedAt: now, suspendedBy: adminId, suspendedReason: reason })
        .onConflictDoUpdate({
          target: driverProfiles.userId,
          set: { suspendedAt: now, suspendedBy: adminId, suspendedReason: reason, updatedAt: now },
          setWhere: isNull(driverProfiles.suspendedAt),
        })
        .returning({ id: driverProfiles.userId });
      if (suspended.length > 0) await setOnline(tx, person.id, false, now);
    } else {
      suspended = await tx
        .update(users)
        .set({ suspendedAt: now, suspendedBy: adminId, suspendedReason: reason, updatedAt: now })
        .where(and(eq(users.id, person.id), isNull(users.suspendedAt)))
        .returning({ id: users.id });
    }
    if (suspended.length === 0) throw new AppError("conflict", PEOPLE_MESSAGES.alreadySuspended);
    await insertAudit(tx, {
      actorId: adminId,
      action: "person.suspend",
      targetId: person.id,
      details: { role: person.role, reason },
    });
    return {
      person,
      notice: await deps.notifier.create(tx, person.id, suspendedNotice(person.role, reason)),
    };
  });
  deps.notifier.publish(notice);
  const supportEmail = deps.config.supportEmail;
  if (person.role === "driver") {
    const [driver] = await deps.db.select().from(users).where(eq(users.id, person.id)).limit(1);
    if (driver) await setDriverStatus(deps, driver, false);
    await mailDriver(deps, person.id, suspensionMails.suspended(reason, now, supportEmail));
  } else {
    await mailDriver(deps, person.id, riderSuspensionMails.suspended(reason, now, supportEmail));
  }
}

/**
 * Reinstates a suspended rider or driver (a compare-and-set: 409 when they are not suspended), audited with why
 * and with when and by whom they had been suspended; told in-app, then e-mailed. A driver's suspension from a
 * payment report is lifted the same way.
 */
export async function reinstatePerson(
  deps: RideDeps,
  adminId: string,
  personId: string,
  reason: string,
): Promise<void> {
  const { person, notice } = await deps.db.transaction(async (tx) => {
    const person = await findPerson(tx, personId);
    const table = person.role === "driver" ? driverProfiles : users;
    const key = person.role === "driver" ? driverProfiles.userId : users.id;
    const [before] = await tx
      .select({ at: table.suspendedAt, by: table.suspendedBy })
      .from(table)
      .where(and(eq(key, person.id), isNotNull(table.suspendedAt)))
      .for("update");
    if (!before?.at) throw new AppError("conflict", PEOPLE_MESSAGES.notSuspended);
    const cleared = { suspendedAt: null, suspendedBy: null, suspendedReason: null, updatedAt: new Date() };
    if (person.role === "driver") {
      await tx.update(driverProfiles).set(cleared).where(eq(driverProfiles.userId, person.id));
    } else {
      await tx.update(users).set(cleared).where(eq(users.id, person.id));
    }
    await insertAudit(tx, {
      actorId: adminId,
      action: "person.reinstate",
      targetId: person.id,
      details: { role: person.role, reason, suspendedAt: before.at.toISOString(), suspendedBy: before.by },
    });
    return { person, notice: await deps.notifier.create(tx, person.id, reinstatedNotice(person.role)) };
  });
  deps.notifier.publish(notice);
  await mailDriver(
    deps,
    person.id,
    person.role === "driver" ? suspensionMails.reinstated() : riderSuspensionMails.reinstated(),
  );
}

/** The admins and their rights, by name. */
export async function adminAccounts(db: RideDeps["db"]): Promise<AdminAccount[]> {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email, adminRight: users.adminRight })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deletedAt)))
    .orderBy(asc(users.fullName), asc(users.id));
}

/**
 * A super admin sets another admin's right, audited with the right before and after (nothing is written when
 * it is the same). Nobody changes their own, so the service keeps a super admin.
 */
export async function setAdminRight(
  db: RideDeps["db"],
  actorId: string,
  adminId: string,
  right: AdminRight,
): Promise<AdminAccount> {
  if (actorId === adminId) throw new AppError("conflict", PEOPLE_MESSAGES.ownRight);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id, fullName: users.fullName, email: users.email, adminRight: users.adminRight })
      .from(users)
      .where(and(eq(users.id, adminId), eq(users.role, "admin"), isNull(users.deletedAt)))
      .for("update");
    if (!admin) throw new AppError("not_found", PEOPLE_MESSAGES.adminNotFound);
    if (admin.adminRight === right) return admin;
    await tx.update(users).set({ adminRight: right, updatedAt: new Date() }).where(eq(users.id, adminId));
    await insertAudit(tx, {
      actorId,
      action: "admin.right",
      targetId: adminId,
      details: { from: admin.adminRight, to: right },
    });
    return { ...admin, adminRight: right };
  });
}
