import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { gtfsFiles, gtfsZip } from "./gtfs.ts";
import { serviceAlerts, tripUpdates, vehiclePositions } from "./gtfs-realtime.ts";
import { lineNow } from "./live.ts";
import { loadLines } from "./repo.ts";

const sendFeed = (reply: FastifyReply, bytes: Uint8Array) =>
  reply.type("application/x-protobuf").header("cache-control", "no-cache").send(Buffer.from(bytes));

/**
 * The shuttle lines as open feeds, public, so the university can put its shuttles into any trip planner:
 * GET /gtfs.zip, the GTFS static feed, built from the lines at each call (a few kilobytes; a planner that has
 * this version gets 304); and GTFS-realtime at /gtfs-rt/vehicle-positions.pb, /gtfs-rt/trip-updates.pb and
 * /gtfs-rt/alerts.pb.
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

  const linesNow = async (now: number) => {
    const lines = await loadLines(app.db);
    const deps = { db: app.db, locations: app.locations };
    return Promise.all(lines.map(async (loaded) => ({ loaded, now: await lineNow(deps, loaded, now) })));
  };

  app.get("/gtfs-rt/vehicle-positions.pb", { schema: { hide: true } }, async (_request, reply) => {
    const now = Date.now();
    return sendFeed(reply, vehiclePositions(await linesNow(now), now));
  });

  app.get("/gtfs-rt/trip-updates.pb", { schema: { hide: true } }, async (_request, reply) => {
    const now = Date.now();
    return sendFeed(reply, tripUpdates(await linesNow(now), now));
  });

  app.get("/gtfs-rt/alerts.pb", { schema: { hide: true } }, async (_request, reply) => {
    const now = Date.now();
    return sendFeed(reply, serviceAlerts(await loadLines(app.db), now));
  });
};
