import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
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
/** The filters of the admins' People pages. */
export interface UsersFilter {
  role?: "driver" | "passenger" | undefined;
  q?: string | undefined;
  /** Activated or not. */
  status?: "active" | "not_activated" | undefined;
  kyc?: KycStatus | undefined;
  suspended?: boolean | undefined;
  page: number;
}

/** When a rider or driver was suspended: a driver's lives on their profile, a rider's on the account. */
export const suspendedSince = sql<Date | null>`coalesce(${driverProfiles.suspendedAt}, ${users.suspendedAt})`;
export const suspendedWhy = sql<
  string | null
>`case when ${driverProfiles.suspendedAt} is not null then ${driverProfiles.suspendedReason} else ${users.suspendedReason} end`;

export async function listUsers(db: Db, filter: UsersFilter) {
  const term = filter.q?.trim();
  const conditions: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  else conditions.push(inArray(users.role, ["driver", "passenger"]));
  if (filter.status === "active") conditions.push(isNotNull(users.emailVerifiedAt));
  if (filter.status === "not_activated") conditions.push(isNull(users.emailVerifiedAt));
  if (filter.kyc === "not_submitted") {
    conditions.push(
      eq(users.role, "driver"),
      or(isNull(driverProfiles.kycStatus), eq(driverProfiles.kycStatus, "not_submitted")),
    );
  } else if (filter.kyc) conditions.push(eq(driverProfiles.kycStatus, filter.kyc));
  if (filter.suspended === true) conditions.push(sql`${suspendedSince} is not null`);
  if (filter.suspended === false) conditions.push(sql`${suspendedSince} is null`);
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
        suspendedAt: suspendedSince,
        suspendedReason: suspendedWhy,
      })
      .from(users)
      .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((filter.page - 1) * USERS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
