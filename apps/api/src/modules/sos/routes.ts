import {
  adminSosListSchema,
  adminSosViewSchema,
  emergencyNumberSchema,
  emergencyNumbersOrderSchema,
  emergencyNumberViewSchema,
  raiseSosSchema,
  resolveSosSchema,
  SOS_ADMIN_RIGHTS,
  SOS_MESSAGES,
  sosViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import {
  addEmergencyNumber,
  editEmergencyNumber,
  listEmergencyNumbers,
  removeEmergencyNumber,
  reorderEmergencyNumbers,
} from "./emergency-numbers.ts";
import { adminSosList, markSafe, raiseSos, resolveSos, sosOfRaiser } from "./service.ts";

const tags = ["safety"];
const sosParams = z.object({ id: idParam(SOS_MESSAGES.sosNotFound) });
const numberParams = z.object({ id: idParam(SOS_MESSAGES.numberNotFound) });
const sosAnswer = z.object({ message: z.string(), data: sosViewSchema });

/** SOS for the person who raises it, and the emergency numbers (docs/api-safety.md): the signed-in subtree. */
export const sosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/sos",
    {
      schema: {
        tags,
        summary:
          "Raise an SOS on the caller's trip under way (its rider, sender or driver): admins alerted, trusted contacts texted and e-mailed; one open per person per trip. `practice` alerts nobody",
        body: raiseSosSchema,
        response: { 200: sosAnswer, 201: sosAnswer },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await raiseSos(app.sosDeps, requestUser(request), request.body);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  app.get(
    "/sos/:id",
    {
      schema: {
        tags,
        summary: "The caller's own SOS (anyone else's: 404)",
        params: sosParams,
        response: { 200: z.object({ data: sosViewSchema }) },
      },
    },
    async (request) => ({ data: await sosOfRaiser(app.sosDeps, requestUser(request), request.params.id) }),
  );

  app.post(
    "/sos/:id/safe",
    {
      schema: {
        tags,
        summary: "I'm safe now: only the person who raised the SOS closes it this way (anyone else: 404)",
        params: sosParams,
        response: { 200: sosAnswer },
      },
    },
    async (request) => markSafe(app.sosDeps, requestUser(request), request.params.id),
  );

  app.get(
    "/emergency-numbers",
    {
      schema: {
        tags,
        summary: "The emergency numbers admins keep, in their order",
        response: { 200: z.object({ data: z.array(emergencyNumberViewSchema) }) },
      },
    },
    async () => ({ data: await listEmergencyNumbers(app.db) }),
  );
};

/** Admins: the SOS list, resolving one, and the emergency numbers (docs/api-safety.md): the admin subtree. */
export const adminSosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/sos",
    {
      config: rightsFor(...SOS_ADMIN_RIGHTS),
      schema: {
        tags: ["admin"],
        summary: "Open SOS (the oldest first) and closed ones (the newest first, 50 a page)",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: z.object({ data: adminSosListSchema }) },
      },
    },
    async (request) => ({ data: await adminSosList(app.db, request.query.page) }),
  );

  app.post(
    "/admin/sos/:id/resolve",
    {
      config: rightsFor(...SOS_ADMIN_RIGHTS),
      schema: {
        tags: ["admin"],
        summary: "Resolve an open or safe SOS with a note of what was done; audited",
        params: sosParams,
        body: resolveSosSchema,
        response: { 200: z.object({ message: z.string(), data: adminSosViewSchema }) },
      },
    },
    async (request) => ({
      message: SOS_MESSAGES.resolved,
      data: await resolveSos(app.sosDeps, requestUser(request), request.params.id, request.body.note),
    }),
  );

  const list = z.object({ data: z.array(emergencyNumberViewSchema) });
  const one = z.object({ message: z.string(), data: emergencyNumberViewSchema });

  app.get(
    "/admin/emergency-numbers",
    {
      config: rightsFor(...SOS_ADMIN_RIGHTS),
      schema: { tags: ["admin"], summary: "The emergency numbers, in order", response: { 200: list } },
    },
    async () => ({ data: await listEmergencyNumbers(app.db) }),
  );

  app.post(
    "/admin/emergency-numbers",
    {
      config: rightsFor("operations"),
      schema: {
        tags: ["admin"],
        summary: "Add an emergency number at the end of the list; audited",
        body: emergencyNumberSchema,
        response: { 201: one },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: SOS_MESSAGES.numberAdded,
        data: await addEmergencyNumber(app.db, requestUser(request), request.body),
      }),
  );

  app.put(
    "/admin/emergency-numbers/order",
    {
      config: rightsFor("operations"),
      schema: {
        tags: ["admin"],
        summary: "Put the emergency numbers in this order (every id once); audited",
        body: emergencyNumbersOrderSchema,
        response: { 200: z.object({ message: z.string(), data: z.array(emergencyNumberViewSchema) }) },
      },
    },
    async (request) => ({
      message: SOS_MESSAGES.reordered,
      data: await reorderEmergencyNumbers(app.db, requestUser(request), request.body.ids),
    }),
  );

  app.put(
    "/admin/emergency-numbers/:id",
    {
      config: rightsFor("operations"),
      schema: {
        tags: ["admin"],
        summary: "Change an emergency number; audited",
        params: numberParams,
        body: emergencyNumberSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      message: SOS_MESSAGES.numberUpdated,
      data: await editEmergencyNumber(app.db, requestUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/admin/emergency-numbers/:id",
    {
      config: rightsFor("operations"),
      schema: {
        tags: ["admin"],
        summary: "Remove an emergency number; audited",
        params: numberParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await removeEmergencyNumber(app.db, requestUser(request), request.params.id);
      return { message: SOS_MESSAGES.numberRemoved };
    },
  );
};
