import {
  EMERGENCY_NUMBERS_MAX,
  type EmergencyNumberKind,
  type EmergencyNumberView,
  type emergencyNumberSchema,
  SOS_MESSAGES,
} from "@campusgo/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { type EmergencyNumber, emergencyNumbers, type User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertAudit } from "../admin/repo.ts";

type Fields = z.output<typeof emergencyNumberSchema>;

const toView = (row: EmergencyNumber): EmergencyNumberView => ({
  id: row.id,
  label: row.label,
  number: row.number,
  kind: row.kind as EmergencyNumberKind,
  position: row.position,
});

const notFound = () => new AppError("not_found", SOS_MESSAGES.numberNotFound);

/** The emergency numbers in the order admins set; read each time, so a change shows on every instance at once. */
export async function listEmergencyNumbers(db: Db): Promise<EmergencyNumberView[]> {
  const rows = await db
    .select()
    .from(emergencyNumbers)
    .orderBy(asc(emergencyNumbers.position), asc(emergencyNumbers.createdAt));
  return rows.map(toView);
}

/**
 * Edits of the list take turns (a transaction-scoped advisory lock), so the count and the positions hold when
 * two admins change it at once.
 */
async function locked<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('emergency_numbers'))`);
    return run(tx);
  });
}

/** Adds a number at the end of the list; audited. */
export async function addEmergencyNumber(db: Db, admin: User, fields: Fields): Promise<EmergencyNumberView> {
  return locked(db, async (tx) => {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(position), 0)::int` })
      .from(emergencyNumbers);
    if ((count?.n ?? 0) >= EMERGENCY_NUMBERS_MAX) throw new AppError("conflict", SOS_MESSAGES.tooManyNumbers);
    const [row] = await tx
      .insert(emergencyNumbers)
      .values({ ...fields, position: (count?.last ?? 0) + 1 })
      .returning();
    if (!row) throw new Error("emergency number not stored");
    await insertAudit(tx, {
      actorId: admin.id,
      action: "emergency_number.add",
      targetId: row.id,
      details: { label: row.label, number: row.number, kind: row.kind },
    });
    return toView(row);
  });
}

/** Changes a number's label, number or kind; audited with what it was. */
export async function editEmergencyNumber(
  db: Db,
  admin: User,
  id: string,
  fields: Fields,
): Promise<EmergencyNumberView> {
  return locked(db, async (tx) => {
    const [before] = await tx.select().from(emergencyNumbers).where(eq(emergencyNumbers.id, id));
    if (!before) throw notFound();
    const [row] = await tx
      .update(emergencyNumbers)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(emergencyNumbers.id, id))
      .returning();
    if (!row) throw notFound();
    await insertAudit(tx, {
      actorId: admin.id,
      action: "emergency_number.update",
      targetId: id,
      details: {
        before: { label: before.label, number: before.number, kind: before.kind },
        after: { label: row.label, number: row.number, kind: row.kind },
      },
    });
    return toView(row);
  });
}

/** Removes a number; audited with what it was. */
export async function removeEmergencyNumber(db: Db, admin: User, id: string): Promise<void> {
  await locked(db, async (tx) => {
    const [row] = await tx.delete(emergencyNumbers).where(eq(emergencyNumbers.id, id)).returning();
    if (!row) throw notFound();
    await insertAudit(tx, {
      actorId: admin.id,
      action: "emergency_number.remove",
      targetId: id,
      details: { label: row.label, number: row.number, kind: row.kind },
    });
  });
}

/** Puts the numbers in the order given: every number once, no other id (400 otherwise); audited. */
export async function reorderEmergencyNumbers(
  db: Db,
  admin: User,
  ids: readonly string[],
): Promise<EmergencyNumberView[]> {
  await locked(db, async (tx) => {
    const rows = await tx.select({ id: emergencyNumbers.id }).from(emergencyNumbers);
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError("bad_request", SOS_MESSAGES.order, { errors: { ids: SOS_MESSAGES.order } });
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(emergencyNumbers)
        .set({ position: index + 1 })
        .where(eq(emergencyNumbers.id, id));
    }
    await insertAudit(tx, {
      actorId: admin.id,
      action: "emergency_number.reorder",
      targetId: ids[0] ?? admin.id,
      details: { ids: [...ids] },
    });
  });
  return listEmergencyNumbers(db);
}

/**
 * The demo's numbers, added after the migration's once (when none of these labels is there yet): each a
 * nationwide number that answers in Nsukka.
 */
export async function seedEmergencyNumbers(db: Db, numbers: readonly Fields[]): Promise<void> {
  await locked(db, async (tx) => {
    const rows = await tx.select().from(emergencyNumbers);
    if (rows.some((r) => numbers.some((n) => n.label === r.label))) return;
    const last = Math.max(0, ...rows.map((r) => r.position));
    await tx.insert(emergencyNumbers).values(numbers.map((n, i) => ({ ...n, position: last + i + 1 })));
  });
}
