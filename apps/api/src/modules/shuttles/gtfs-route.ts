import type { FastifyPluginAsync } from "fastify";
import { gtfsFiles, gtfsZip } from "./gtfs.ts";
import { loadLines } from "./repo.ts";

/**
 * GET /gtfs.zip: the shuttle lines as a GTFS static feed, public, so the university can put its shuttles into any
 * trip planner. Built from the lines at each call (a few kilobytes); a planner that has this version gets 304.
 */
export const gtfsRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get("/gtfs.zip", { schema: { hide: true } }, async (request, reply) => {
    const files = gtfsFiles(await loadLines(app.db), publicUrl);
    const version = /,([0-9a-f]{12})\r\n$/.exec(files["feed_info.txt"] ?? "")?.[1] ?? "";
    const etag = `"${version}"`;
    reply.header("etag", etag).header("cache-control", "public, max-age=300");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply
      .type("application/zip")
      .header("content-disposition", 'attachment; filename="campusgo-gtfs.zip"')
      .send(Buffer.from(gtfsZip(files)));
  });
};
