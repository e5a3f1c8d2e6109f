import {
  SAFETY_MESSAGES,
  type SafetySettings,
  TRUSTED_CONTACTS_MAX,
  type TrustedContactsView,
  type TrustedContactView,
  type trustedContactSchema,
} from "@campusgo/domain";
import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { safetySettings, type TrustedContact, trustedContacts, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { nightHoursOf } from "../trip-checks/settings.ts";

/** A contact as the rider entered it, after the domain's schema (name cleaned, phone in E.164). */
export type ContactInput = z.output<typeof trustedContactSchema>;

const toView = (c: TrustedContact): TrustedContactView => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  createdAt: c.createdAt.toISOString(),
});

/** A rider's trusted contacts, oldest first. */
export async function contactsOf(db: Db, userId: string): Promise<TrustedContact[]> {
  return db
    .select()
    .from(trustedContacts)
    .where(eq(trustedContacts.userId, userId))
    .orderBy(asc(trustedContacts.createdAt), asc(trustedContacts.id));
}

/** Whether the rider has the night text on (no row: off). */
export async function nightAutoShareOf(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: safetySettings.nightAutoShare })
    .from(safetySettings)
    .where(eq(safetySettings.userId, userId))
    .limit(1);
  return row?.on ?? false;
}

/** GET /api/me/trusted-contacts: the contacts, the limit and the night setting. */
export async function trustedContactsView(db: Db, userId: string): Promise<TrustedContactsView> {
  const [contacts, nightAutoShare, nightHours] = await Promise.all([
    contactsOf(db, userId),
    nightAutoShareOf(db, userId),
    nightHoursOf(db),
  ]);
  return {
    contacts: contacts.map(toView),
    max: TRUSTED_CONTACTS_MAX,
    nightAutoShare,
    nightHours,
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Locks the rider's row: adds and edits of one rider's contacts take turns, so the limit holds under races. */
const lockOwner = (tx: Tx, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");

async function refuseDuplicate(tx: Tx, userId: string, phone: string, exceptId?: string): Promise<void> {
  const [same] = await tx
    .select({ id: trustedContacts.id })
    .from(trustedContacts)
    .where(
      and(
        eq(trustedContacts.userId, userId),
        eq(trustedContacts.phone, phone),
        exceptId ? ne(trustedContacts.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (same)
    throw new AppError("conflict", SAFETY_MESSAGES.duplicatePhone, {
      errors: { phone: SAFETY_MESSAGES.duplicatePhone },
    });
}

/** Adds a contact: a sixth is refused (409), as is a number the rider already has. */
export async function addContact(db: Db, userId: string, input: ContactInput): Promise<TrustedContactView> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const existing = await tx
      .select({ id: trustedContacts.id })
      .from(trustedContacts)
      .where(eq(trustedContacts.userId, userId));
    if (existing.length >= TRUSTED_CONTACTS_MAX) throw new AppError("conflict", SAFETY_MESSAGES.tooMany);
    await refuseDuplicate(tx, userId, input.phone);
    const [row] = await tx
      .insert(trustedContacts)
      .values({ userId, name: input.name, phone: input.phone, email: input.email })
      .returning();
    if (!row) throw new Error("trusted contact not inserted");
    return toView(row);
  });
}

/** Edits one of the rider's contacts; another rider's (or none) is 404. */
export async function editContact(
  db: Db,
  userId: string,
  id: string,
  input: ContactInput,
): Promise<TrustedContactView> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    await refuseDuplicate(tx, userId, input.phone, id);
    const [row] = await tx
      .update(trustedContacts)
      .set({ name: input.name, phone: input.phone, email: input.email, updatedAt: new Date() })
      .where(and(eq(trustedContacts.id, id), eq(trustedContacts.userId, userId)))
      .returning();
    if (!row) throw new AppError("not_found", SAFETY_MESSAGES.contactNotFound);
    return toView(row);
  });
}

/** Removes one of the rider's contacts; another rider's (or none) is 404. */
export async function removeContact(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(trustedContacts)
    .where(and(eq(trustedContacts.id, id), eq(trustedContacts.userId, userId)))
    .returning({ id: trustedContacts.id });
  if (removed.length === 0) throw new AppError("not_found", SAFETY_MESSAGES.contactNotFound);
}

/** Saves the rider's safety settings. */
export async function saveSettings(db: Db, userId: string, input: SafetySettings): Promise<SafetySettings> {
  const now = new Date();
  await db
    .insert(safetySettings)
    .values({ userId, nightAutoShare: input.nightAutoShare, updatedAt: now })
    .onConflictDoUpdate({
      target: safetySettings.userId,
      set: { nightAutoShare: input.nightAutoShare, updatedAt: now },
    });
  return { nightAutoShare: input.nightAutoShare };
}
