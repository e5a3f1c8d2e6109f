import {
  type AdminPlaceView,
  CAMPUS_CENTRE,
  haversineMeters,
  type NewPlaceBody,
  PLACE_MAX_DISTANCE_M,
  type PlaceChangeBody,
  SERVICE_DATA_MESSAGES,
} from "@campusgo/domain";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type Place, places } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertAudit } from "../admin/repo.ts";

const M = SERVICE_DATA_MESSAGES;

export const toAdminPlace = (p: Place): AdminPlaceView => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  kind: p.kind,
  lat: p.lat,
  lon: p.lon,
  hidden: p.hiddenAt !== null,
  updatedAt: p.updatedAt.toISOString(),
});

/** Every place, hidden ones too, by name. */
export async function adminPlaces(db: Db): Promise<AdminPlaceView[]> {
  const rows = await db.select().from(places).orderBy(asc(places.name));
  return rows.map(toAdminPlace);
}

/** A slug from a name: lower-case letters and digits joined by dashes ("Hall 3 gate" -> "hall-3-gate"). */
export const slugOf = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "place";

function assertNearCampus(point: { lat: number; lon: number }) {
  if (haversineMeters(point, CAMPUS_CENTRE) > PLACE_MAX_DISTANCE_M)
    throw new AppError("bad_request", M.placeTooFar);
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const same = sql`lower(${places.name}) = lower(${name})`;
  const [taken] = await db
    .select({ id: places.id })
    .from(places)
    .where(exceptId ? and(same, ne(places.id, exceptId)) : same)
    .limit(1);
  if (taken) throw new AppError("conflict", M.placeNameTaken);
}

const isUniqueViolation = (e: unknown) =>
  typeof e === "object" &&
  e !== null &&
  ((e as { code?: string }).code === "23505" || (e as { cause?: { code?: string } }).cause?.code === "23505");

/**
 * Adds a place where the admin put it, audited. Its slug comes from its name; two admins adding the same name at
 * once meet on the slug's unique index, and the second is told the name is taken.
 */
export async function addPlace(db: Db, adminId: string, body: NewPlaceBody): Promise<AdminPlaceView> {
  assertNearCampus(body);
  await assertNameFree(db, body.name);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(places)
        .values({ slug: slugOf(body.name), name: body.name, kind: body.kind, lat: body.lat, lon: body.lon })
        .returning();
      if (!row) throw new Error("place not inserted");
      await insertAudit(tx, {
        actorId: adminId,
        action: "place.add",
        targetId: row.id,
        details: { name: row.name, kind: row.kind, lat: row.lat, lon: row.lon },
      });
      return toAdminPlace(row);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError("conflict", M.placeNameTaken);
    throw e;
  }
}

/**
 * Renames, moves, changes the kind of, hides or shows a place, audited with what changed. Trips keep the names
 * they were booked with: they hold their own copy.
 */
export async function changePlace(
  db: Db,
  adminId: string,
  placeId: string,
  body: PlaceChangeBody,
): Promise<{ place: AdminPlaceView; message: string }> {
  if (body.name !== undefined) await assertNameFree(db, body.name, placeId);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(places).where(eq(places.id, placeId)).for("update");
    if (!before) throw new AppError("not_found", M.placeNotFound);
    const at = { lat: body.lat ?? before.lat, lon: body.lon ?? before.lon };
    if (body.lat !== undefined || body.lon !== undefined) assertNearCampus(at);
    const now = new Date();
    const hiddenAt =
      body.hidden === undefined ? before.hiddenAt : body.hidden ? (before.hiddenAt ?? now) : null;
    const [row] = await tx
      .update(places)
      .set({
        name: body.name ?? before.name,
        kind: body.kind ?? before.kind,
        ...at,
        hiddenAt,
        updatedAt: now,
      })
      .where(eq(places.id, placeId))
      .returning();
    if (!row) throw new AppError("not_found", M.placeNotFound);
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    if (row.name !== before.name) changed.name = { from: before.name, to: row.name };
    if (row.kind !== before.kind) changed.kind = { from: before.kind, to: row.kind };
    if (row.lat !== before.lat || row.lon !== before.lon)
      changed.position = { from: { lat: before.lat, lon: before.lon }, to: at };
    if ((row.hiddenAt === null) !== (before.hiddenAt === null))
      changed.hidden = { from: before.hiddenAt !== null, to: row.hiddenAt !== null };
    if (Object.keys(changed).length > 0)
      await insertAudit(tx, {
        actorId: adminId,
        action: "place.change",
        targetId: row.id,
        details: { name: row.name, changed },
      });
    const message =
      changed.hidden !== undefined ? (row.hiddenAt ? M.placeHidden : M.placeShown) : M.placeSaved;
    return { place: toAdminPlace(row), message };
  });
}
