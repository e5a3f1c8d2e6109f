import { runViewSchema, SHUTTLE_RUN_MESSAGES, shuttleLineViewSchema, startRunSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { currentRun, endRun, linesOfDriver, startRun } from "./runs.ts";

const tags = ["shuttles"];
const runAnswer = z.object({ message: z.string(), data: runViewSchema });

/** A driver's side of the shuttle lines: the lines they are assigned to, and their runs. Signed-in subtree. */
export const driverShuttleRoutes: FastifyPluginAsyncZod = async (app) => {
  const driver = app.requireRole("driver");

  app.get(
    "/driver/shuttle/lines",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "The lines the driver is assigned to",
        response: { 200: z.object({ data: z.array(shuttleLineViewSchema) }) },
      },
    },
    async (request) => ({ data: await linesOfDriver(app.db, requestUser(request)) }),
  );

  app.get(
    "/driver/shuttle/runs/current",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "The driver's run under way, or null",
        response: { 200: z.object({ data: runViewSchema.nullable() }) },
      },
    },
    async (request) => ({ data: await currentRun(app.db, requestUser(request)) }),
  );

  app.post(
    "/driver/shuttle/runs",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Start a run of a line the driver is assigned to: their one job until it ends",
        body: startRunSchema,
        response: { 201: runAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: SHUTTLE_RUN_MESSAGES.started,
        data: await startRun(app.runDeps, requestUser(request), request.body.lineId),
      }),
  );

  app.post(
    "/driver/shuttle/runs/:id/end",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "End the driver's run",
        params: z.object({ id: idParam(SHUTTLE_RUN_MESSAGES.runNotFound) }),
        response: { 200: runAnswer },
      },
    },
    async (request) => ({
      message: SHUTTLE_RUN_MESSAGES.ended,
      data: await endRun(app.runDeps, requestUser(request), request.params.id),
    }),
  );
};
