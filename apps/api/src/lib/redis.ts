import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

/**
 * A Redis client set up the way the realtime plugin sets up its own: connected before the app is ready,
 * connection errors logged (ioredis reconnects by itself), and closed with the app.
 */
export async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  client.on("error", (error: unknown) => app.log.warn({ err: error }, "redis connection error"));
  await client.connect();
  app.addHook("onClose", async () => {
    await client.quit().catch(() => client.disconnect());
  });
  return client;
}
