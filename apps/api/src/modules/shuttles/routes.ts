import {
  adminLineViewSchema,
  alertInputSchema,
  lineDriversInputSchema,
  lineInputSchema,
  lineLiveSchema,
  SHUTTLE_MESSAGES,
  shuttleLineViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import { adminLines, assignDrivers, createLine, endAlert, postAlert, updateLine } from "./admin.ts";
import { lineLive } from "./live.ts";
import { loadLines } from "./repo.ts";
import { toLineView } from "./views.ts";

const tags = ["shuttles"];
const lineParams = z.object({ id: idParam(SHUTTLE_MESSAGES.lineNotFound) });
const lineAnswer = { 200: z.object({ message: z.string(), data: adminLineViewSchema }) };

/** The campus shuttle lines, for anyone: stops, hours, fares and alerts in force. */
export const shuttleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/shuttle/lines",
    {
      schema: {
        tags,
        summary: "The campus shuttle lines: stops in order, hours, headway, fares and alerts in force",
        response: { 200: z.object({ data: z.array(shuttleLineViewSchema) }) },
      },
    },
    async () => ({ data: (await loadLines(app.db)).map(toLineView) }),
  );

  app.get(
    "/shuttle/lines/:id/live",
    {
      schema: {
        tags,
        summary:
          "A line now: its buses where they last reported, and at each stop the buses coming (seconds left, the age of the news) or the timetable",
        params: lineParams,
        response: { 200: z.object({ data: lineLiveSchema }) },
      },
    },
    async (request) => ({
      data: await lineLive({ db: app.db, locations: app.locations }, request.params.id),
    }),
  );
};

/** An admin keeps the lines: stops, hours, fares, alerts and drivers, each change audited. Admin subtree. */
export const adminShuttleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/shuttle/lines",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Every line with its drivers",
        response: { 200: z.object({ data: z.array(adminLineViewSchema) }) },
      },
    },
    async () => ({ data: await adminLines(app.db) }),
  );

  app.post(
    "/admin/shuttle/lines",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Add a line: name, colour, ordered stops, hours, headway and fares; audited",
        body: lineInputSchema,
        response: { 201: lineAnswer[200] },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: SHUTTLE_MESSAGES.saved,
        data: await createLine(app.db, requestUser(request), request.body),
      }),
  );

  app.put(
    "/admin/shuttle/lines/:id",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Change a line; stops given with their id are kept, in the new order; audited",
        params: lineParams,
        body: lineInputSchema,
        response: lineAnswer,
      },
    },
    async (request) => ({
      message: SHUTTLE_MESSAGES.saved,
      data: await updateLine(app.db, requestUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/admin/shuttle/lines/:id/alerts",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Post a service alert on a line (a detour, no service), in force at once; audited",
        params: lineParams,
        body: alertInputSchema,
        response: { 201: lineAnswer[200] },
      },
    },
    async (request, reply) => {
      const data = await postAlert(app.db, requestUser(request), request.params.id, request.body);
      app.boardPush.changed(data.id);
      return reply.code(201).send({ message: SHUTTLE_MESSAGES.alertPosted, data });
    },
  );

  app.delete(
    "/admin/shuttle/alerts/:id",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "End a service alert; audited",
        params: z.object({ id: idParam(SHUTTLE_MESSAGES.alertNotFound) }),
        response: lineAnswer,
      },
    },
    async (request) => {
      const data = await endAlert(app.db, requestUser(request), request.params.id);
      app.boardPush.changed(data.id);
      return { message: SHUTTLE_MESSAGES.alertEnded, data };
    },
  );

  app.put(
    "/admin/shuttle/lines/:id/drivers",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Assign the line's drivers (approved, with a Shuttle Bus or a Regular Bus); audited",
        params: lineParams,
        body: lineDriversInputSchema,
        response: lineAnswer,
      },
    },
    async (request) => ({
      message: SHUTTLE_MESSAGES.driversSaved,
      data: await assignDrivers(app.db, requestUser(request), request.params.id, request.body.driverIds),
    }),
  );
};
