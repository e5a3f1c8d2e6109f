import { and, asc, ilike, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { places } from "../../db/schema/index.ts";

/** Places riders and senders are offered: never a hidden one. */
export async function searchPlaces(db: Db, query: string | undefined, limit: number) {
  const term = query?.trim();
  return db
    .select({
      id: places.id,
      slug: places.slug,
      name: places.name,
      kind: places.kind,
      lat: places.lat,
      lon: places.lon,
    })
    .from(places)
    .where(
      and(
        isNull(places.hiddenAt),
        term ? ilike(places.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ),
    )
    .orderBy(asc(places.name))
    .limit(limit);
}
