import { CAMPUS_PLACES } from "@campusgo/domain";
import type { Db } from "./client.ts";
import { places } from "./schema/index.ts";

/** Adds gazetteer places that are missing; places an admin has edited stay as they are. */
export async function seedPlaces(db: Db): Promise<void> {
  await db
    .insert(places)
    .values(CAMPUS_PLACES.map(({ slug, name, kind, lat, lon }) => ({ slug, name, kind, lat, lon })))
    .onConflictDoNothing({ target: places.slug });
}
