import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog, driverProfiles, type User, users } from "../../db/schema/index.ts";

export type KycStatus = (typeof driverProfiles.kycStatus.enumValues)[number];

export const QUEUE_LIMIT = 200;
export const USERS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A live (not deleted) driver account. */
export async function findDriver(db: Db, driverId: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, driverId), eq(users.role, "driver"), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Drivers whose verification has the status; oldest submission first. */
export async function listApplications(db: Db, status: KycStatus) {
  const statusMatch =
    status === "not_submitted"
      ? or(isNull(driverProfiles.kycStatus), eq(driverProfiles.kycStatus, "not_submitted"))
      : eq(driverProfiles.kycStatus, status);
  const rows = await db
    .select({
      driverId: users.id,
      fullName: users.fullName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      city: users.city,
      status: driverProfiles.kycStatus,
      submittedAt: driverProfiles.submittedAt,
      vehicleType: driverProfiles.vehicleType,
      plateNumber: driverProfiles.plateNumber,
    })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(and(eq(users.role, "driver"), isNull(users.deletedAt), statusMatch))
    .orderBy(sql`${driverProfiles.submittedAt} asc nulls last`, asc(users.createdAt), asc(users.id))
    .limit(QUEUE_LIMIT);
  return rows.map((r) => ({ ...r, status: r.status ?? ("not_submitted" as const) }));
}

/**
 * The decision as a compare-and-set: only a pending application changes, so of two admins deciding at
 * once exactly one wins. Returns false when the application was not pending.
 */
export async function decideApplication(
  tx: Db,
  driverId: string,
  adminId: string,
  outcome: { status: "approved" } | { status: "rejected"; reason: string },
): Promise<boolean> {
  const now = new Date();
  const rows = await tx
    .update(driverProfiles)
    .set({
      kycStatus: outcome.status,
      rejectionReason: outcome.status === "rejected" ? outcome.reason : null,
      reviewedAt: now,
      reviewedBy: adminId,
      updatedAt: now,
    })
    .where(and(eq(driverProfiles.userId, driverId), eq(driverProfiles.kycStatus, "pending")))
    .returning({ userId: driverProfiles.userId });
  return rows.length === 1;
}

export async function insertAudit(
  tx: Db,
  entry: { actorId: string; action: string; targetId: string; details: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

export async function listAudit(db: Db, page: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: users.fullName,
      action: auditLog.action,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return rows;
}

/** Accounts by role, searched by name, e-mail or phone; newest first, a page at a time. */
export async function listUsers(
  db: Db,
  filter: { role?: "driver" | "passenger" | undefined; q?: string | undefined; page: number },
) {
  const term = filter.q?.trim();
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (term) {
    const pattern = likePattern(term);
    conditions.push(
      or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.phoneNumber, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        role: users.role,
        fullName: users.fullName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        city: users.city,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
        kycStatus: driverProfiles.kycStatus,
      })
      .from(users)
      .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((filter.page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
