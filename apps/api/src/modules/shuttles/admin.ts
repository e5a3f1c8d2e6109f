import {
  type AdminLineView,
  type AlertFields,
  type LineFields,
  SHUTTLE_MESSAGES,
  SHUTTLE_VEHICLES,
} from "@campusgo/domain";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  driverProfiles,
  shuttleAlerts,
  shuttleFares,
  shuttleLineDrivers,
  shuttleLines,
  shuttleStops,
  type User,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { insertAudit } from "../admin/repo.ts";
import { uniqueViolation } from "../auth/db-errors.ts";
import { loadLines } from "./repo.ts";
import { toAdminLineView } from "./views.ts";

const notFound = () => new AppError("not_found", SHUTTLE_MESSAGES.lineNotFound);

/** Every line, with its drivers, for the admin's list. */
export async function adminLines(db: Db): Promise<AdminLineView[]> {
  return (await loadLines(db)).map(toAdminLineView);
}

async function adminLine(db: Db, id: string): Promise<AdminLineView> {
  const [loaded] = await loadLines(db, [id]);
  if (!loaded) throw notFound();
  return toAdminLineView(loaded);
}

/** A new line with its stops and fares; audited. */
export async function createLine(db: Db, admin: User, fields: LineFields): Promise<AdminLineView> {
  const id = await nameKept(() =>
    db.transaction(async (tx) => {
      const [line] = await tx.insert(shuttleLines).values(lineRow(fields)).returning({ id: shuttleLines.id });
      if (!line) throw new Error("line not stored");
      await writeStops(tx, line.id, fields);
      await insertAudit(tx, {
        actorId: admin.id,
        action: "shuttle.line.create",
        targetId: line.id,
        details: { name: fields.name, stops: fields.stops.length },
      });
      return line.id;
    }),
  );
  return adminLine(db, id);
}

/**
 * A line changed: its fields, its stops (those given with their id are kept, in the new order; the others go)
 * and its fares, in one transaction; audited.
 */
export async function updateLine(
  db: Db,
  admin: User,
  id: string,
  fields: LineFields,
): Promise<AdminLineView> {
  await nameKept(() =>
    db.transaction(async (tx) => {
      const [line] = await tx.select().from(shuttleLines).where(eq(shuttleLines.id, id)).for("update");
      if (!line) throw notFound();
      await tx
        .update(shuttleLines)
        .set({ ...lineRow(fields), updatedAt: new Date() })
        .where(eq(shuttleLines.id, id));
      await writeStops(tx, id, fields);
      await insertAudit(tx, {
        actorId: admin.id,
        action: "shuttle.line.update",
        targetId: id,
        details: { name: fields.name, stops: fields.stops.length },
      });
    }),
  );
  return adminLine(db, id);
}

const lineRow = (fields: LineFields) => ({
  name: fields.name,
  colour: fields.colour,
  loop: fields.loop,
  opensAt: fields.opensAt,
  closesAt: fields.closesAt,
  headwayMin: fields.headwayMin,
  flatFareKobo: fields.flatFareKobo,
});

/** A second line of the same name is refused with a message, not a server error. */
async function nameKept<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === "shuttle_lines_name_key") {
      throw new AppError("conflict", SHUTTLE_MESSAGES.nameTaken, { field: "name" });
    }
    throw error;
  }
}

/** The line's stops as given (kept ones by id, new ones added, the rest removed) and its fares between them. */
async function writeStops(tx: Db, lineId: string, fields: LineFields): Promise<void> {
  const kept = fields.stops.flatMap((s) => (s.id ? [s.id] : []));
  if (kept.length > 0) {
    const own = await tx
      .select({ id: shuttleStops.id })
      .from(shuttleStops)
      .where(and(eq(shuttleStops.lineId, lineId), inArray(shuttleStops.id, kept)));
    if (own.length !== kept.length) throw new AppError("bad_request", SHUTTLE_MESSAGES.stopKept);
  }
  await tx
    .delete(shuttleStops)
    .where(
      kept.length > 0
        ? and(eq(shuttleStops.lineId, lineId), notInArray(shuttleStops.id, kept))
        : eq(shuttleStops.lineId, lineId),
    );
  // Out of the way of the new order first: (line, position) is unique.
  await tx
    .update(shuttleStops)
    .set({ position: sql`-1 - ${shuttleStops.position}` })
    .where(eq(shuttleStops.lineId, lineId));
  const ids: string[] = [];
  for (const [position, stop] of fields.stops.entries()) {
    const values = { name: stop.name, lat: stop.lat, lon: stop.lon, position };
    if (stop.id) {
      await tx.update(shuttleStops).set(values).where(eq(shuttleStops.id, stop.id));
      ids.push(stop.id);
    } else {
      const [row] = await tx
        .insert(shuttleStops)
        .values({ ...values, lineId })
        .returning({ id: shuttleStops.id });
      if (!row) throw new Error("stop not stored");
      ids.push(row.id);
    }
  }
  await tx.delete(shuttleFares).where(inArray(shuttleFares.fromStopId, ids));
  if (fields.fares.length > 0) {
    await tx.insert(shuttleFares).values(
      fields.fares.map((f) => ({
        fromStopId: ids[f.from] as string,
        toStopId: ids[f.to] as string,
        amountKobo: f.amountKobo,
      })),
    );
  }
}

/** A service alert on a line, in force at once; audited. */
export async function postAlert(
  db: Db,
  admin: User,
  lineId: string,
  input: AlertFields,
): Promise<AdminLineView> {
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: shuttleLines.id })
      .from(shuttleLines)
      .where(eq(shuttleLines.id, lineId));
    if (!line) throw notFound();
    const [alert] = await tx
      .insert(shuttleAlerts)
      .values({ lineId, kind: input.kind, message: input.message, createdBy: admin.id })
      .returning({ id: shuttleAlerts.id });
    await insertAudit(tx, {
      actorId: admin.id,
      action: "shuttle.alert.post",
      targetId: lineId,
      details: { alertId: alert?.id, kind: input.kind, message: input.message },
    });
  });
  return adminLine(db, lineId);
}

/** An alert no longer in force (once); audited. */
export async function endAlert(db: Db, admin: User, alertId: string): Promise<AdminLineView> {
  const lineId = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(shuttleAlerts)
      .set({ endedAt: new Date() })
      .where(and(eq(shuttleAlerts.id, alertId), isNull(shuttleAlerts.endedAt)))
      .returning({ lineId: shuttleAlerts.lineId });
    if (!ended) throw new AppError("not_found", SHUTTLE_MESSAGES.alertNotFound);
    await insertAudit(tx, {
      actorId: admin.id,
      action: "shuttle.alert.end",
      targetId: ended.lineId,
      details: { alertId },
    });
    return ended.lineId;
  });
  return adminLine(db, lineId);
}

/**
 * The drivers of a line, all at once: each an approved driver of a Shuttle Bus or a Regular Bus (the bus's seat
 * count is what a run sells); audited.
 */
export async function assignDrivers(
  db: Db,
  admin: User,
  lineId: string,
  driverIds: string[],
): Promise<AdminLineView> {
  const wanted = [...new Set(driverIds)];
  await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: shuttleLines.id })
      .from(shuttleLines)
      .where(eq(shuttleLines.id, lineId))
      .for("update");
    if (!line) throw notFound();
    const found =
      wanted.length === 0
        ? []
        : await tx
            .select({
              id: users.id,
              fullName: users.fullName,
              role: users.role,
              kycStatus: driverProfiles.kycStatus,
              vehicleType: driverProfiles.vehicleType,
            })
            .from(users)
            .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
            .where(inArray(users.id, wanted));
    for (const id of wanted) {
      const driver = found.find((d) => d.id === id);
      if (driver?.role !== "driver" || driver.kycStatus !== "approved") {
        throw new AppError("bad_request", SHUTTLE_MESSAGES.driverNotFound);
      }
      if (!(SHUTTLE_VEHICLES as readonly (string | null)[]).includes(driver.vehicleType)) {
        throw new AppError("bad_request", SHUTTLE_MESSAGES.notABus(driver.fullName));
      }
    }
    await tx.delete(shuttleLineDrivers).where(eq(shuttleLineDrivers.lineId, lineId));
    if (wanted.length > 0) {
      await tx.insert(shuttleLineDrivers).values(wanted.map((driverId) => ({ lineId, driverId })));
    }
    await insertAudit(tx, {
      actorId: admin.id,
      action: "shuttle.line.drivers",
      targetId: lineId,
      details: { driverIds: wanted },
    });
  });
  return adminLine(db, lineId);
}
