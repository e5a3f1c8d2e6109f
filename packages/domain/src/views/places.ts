import { z } from "zod";
import { PLACE_KINDS } from "../places.ts";

/** A place of the campus gazetteer as GET /api/places lists it. */
export const placeViewSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  lat: z.number(),
  lon: z.number(),
});
export type PlaceView = z.infer<typeof placeViewSchema>;
