import type { TripKind } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { Db } from "../../db/client.ts";
import { trips } from "../../db/schema/index.ts";

/** A new trip's identity, in `tx`: the id its kind's row takes. */
export async function newTrip(tx: Db, kind: TripKind, at = new Date()): Promise<string> {
  const id = uuidv7();
  await tx.insert(trips).values({ id, kind, createdAt: at });
  return id;
}

/** The kind of a trip, if there is one with this id. */
export async function kindOf(db: Db, id: string): Promise<TripKind | undefined> {
  const [row] = await db.select({ kind: trips.kind }).from(trips).where(eq(trips.id, id)).limit(1);
  return row?.kind as TripKind | undefined;
}
