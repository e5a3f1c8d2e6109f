import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { driverProfiles, type User, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { uniqueViolation } from "./db-errors.ts";
import { AUTH_MESSAGES } from "./messages.ts";

/** A live (not deleted) account by e-mail address; addresses are stored lower-cased. */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

export async function findUserByPhone(db: Db, phoneNumber: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber.trim()), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.googleSub, sub), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** Turns a unique-index violation on users into the 409 the person can act on; rethrows anything else. */
export function duplicateAccountError(error: unknown): never {
  const index = uniqueViolation(error);
  if (index === "users_email_key") throw new AppError("conflict", AUTH_MESSAGES.emailTaken);
  if (index === "users_phone_key") throw new AppError("conflict", AUTH_MESSAGES.phoneTaken);
  throw error;
}

/**
 * Creates an account (and a driver's empty profile) in one transaction. A duplicate e-mail or phone number
 * is caught by the unique indexes, so two simultaneous sign-ups cannot both succeed.
 */
export async function insertAccount(db: Db, values: typeof users.$inferInsert): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values(values).returning();
      if (!user) throw new Error("account not created");
      if (user.role === "driver") await tx.insert(driverProfiles).values({ userId: user.id });
      return user;
    });
  } catch (error) {
    duplicateAccountError(error);
  }
}
