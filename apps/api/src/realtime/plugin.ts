import { createAdapter } from "@socket.io/redis-adapter";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { Config } from "../config.ts";
import { onSessionsEnded } from "../modules/auth/sessions.ts";
import { allowOrigin, authenticateSocket } from "./auth.ts";
import { forgetPresence } from "./driver-handlers.ts";
import { RealtimeHub } from "./hub.ts";
import type { LocationIndex } from "./location-index.ts";
import { MemoryLocationIndex } from "./memory-location-index.ts";
import { RedisLocationIndex } from "./redis-location-index.ts";
import { userRoom } from "./rooms.ts";
import type { AppServer } from "./types.ts";

declare module "fastify" {
  interface FastifyInstance {
    io: AppServer;
    hub: RealtimeHub;
    locations: LocationIndex;
  }
}

const PRUNE_EVERY_MS = 15_000;

/**
 * socket.io on Fastify's HTTP server (path /socket.io), authenticated by the session cookie; the Redis adapter
 * and Redis GEO live locations when REDIS_URL is set, else the memory adapter and an in-process index.
 * Decorates the app with the server (`io`), the hub that sends events (`hub`) and the live locations
 * (`locations`); the trip core (modules/trips/plugin.ts) gives connections their handlers.
 */
export const realtimePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const io: AppServer = new Server(app.server, {
      path: "/socket.io",
      serveClient: false,
      allowRequest: allowOrigin(config),
    });
    const redisClients: Redis[] = [];
    let locations: LocationIndex;
    if (config.redisUrl) {
      const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      const pub = redis.duplicate();
      const sub = redis.duplicate();
      redisClients.push(redis, pub, sub);
      for (const client of redisClients) {
        client.on("error", (error: unknown) => app.log.warn({ err: error }, "redis connection error"));
      }
      await Promise.all(redisClients.map((c) => c.connect()));
      io.adapter(createAdapter(pub, sub, { key: `${config.redisPrefix}:socket.io` }));
      locations = new RedisLocationIndex(redis, config.redisPrefix);
    } else {
      locations = new MemoryLocationIndex();
    }
    const hub = new RealtimeHub(io, Boolean(config.redisUrl));
    app.decorate("io", io);
    app.decorate("hub", hub);
    app.decorate("locations", locations);

    io.use(authenticateSocket(app));

    // A driver's switch changed: their connections on this instance read their presence again.
    hub.onPresenceChanged((driverId) => {
      const ids = io.of("/").adapter.rooms.get(userRoom(driverId));
      for (const id of ids ?? []) {
        const socket = io.of("/").sockets.get(id);
        if (socket) forgetPresence(socket);
      }
    });
    const stopClosingSessions = onSessionsEnded((ended) => hub.closeSessions(ended));
    const unsubscribe = app.notifier.onCreated((n) => {
      hub.toUser(n.userId, "notification", {
        notification: {
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          readAt: n.readAt ? n.readAt.toISOString() : null,
          createdAt: n.createdAt.toISOString(),
        },
      });
    });
    const prune = setInterval(() => {
      locations
        .prune(Date.now() - config.rides.locationStaleMs)
        .catch((error: unknown) => app.log.warn({ err: error }, "location prune failed"));
    }, PRUNE_EVERY_MS);
    prune.unref();

    app.addHook("preClose", async () => {
      clearInterval(prune);
      unsubscribe();
      stopClosingSessions();
      // Close the connections before the HTTP server waits for them; the server itself is Fastify's to close.
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook("onClose", async () => {
      await locations.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
    });
  },
  { name: "realtime", dependencies: ["database", "session", "notifier"] },
);
