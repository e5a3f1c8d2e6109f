import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";

/**
 * The OpenAPI document from the routes' zod schemas, browsable at /api/docs, as API_DOCS says
 * (docs/decisions/0028-api-docs.md): for anyone, for signed-in admins only (others get 401 or 403, as on any
 * admin route), or not served at all. It describes every route, the admin ones too, so production keeps it
 * to admins unless told otherwise. Registered after the session plugin, whose checks it uses.
 */
export const docsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.apiDocs === "off") return;
    await app.register(swagger, {
      openapi: {
        info: { title: "CampusGo API", version: "0.1.0", description: "Campus rides for UNN Nsukka" },
      },
      transform: jsonSchemaTransform,
    });
    const adminOnly = app.requireRole("admin");
    await app.register(swaggerUi, {
      routePrefix: "/api/docs",
      staticCSP: true,
      ...(config.apiDocs === "admin"
        ? {
            uiHooks: {
              onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
                await app.authenticate(request, reply);
                await adminOnly(request, reply);
              },
            },
          }
        : {}),
    });
  },
  { name: "docs", dependencies: ["session"] },
);
