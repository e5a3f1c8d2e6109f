import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-/api path gets
 * index.html so the client-side router can take it (history fallback). /api paths that match no route get 404 JSON.
 */
export const webPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const hasWeb = existsSync(join(config.webDist, "index.html"));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join(config.webDist, "assets")}`);
          res.setHeader(
            "cache-control",
            immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0] ?? "/";
      if (path === "/api" || path.startsWith("/api/") || !hasWeb || request.method !== "GET") {
        return reply.code(404).send({ message: "Not found" });
      }
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    });
  },
  { name: "web" },
);
