import {
  boardSeatSchema,
  manifestSeatSchema,
  reserveSeatSchema,
  SEAT_MESSAGES,
  SHUTTLE_RUN_MESSAGES,
  seatViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { refuseSuspendedRider } from "../people/guard.ts";
import { boardSeat, cancelSeat, manifest, reserveSeat, seatsOf } from "./seats.ts";

const tags = ["shuttles"];
const seatAnswer = z.object({ message: z.string(), data: seatViewSchema });

/** Seats on the shuttles: riders reserve and cancel theirs; a run's driver sees who boards where and boards them. */
export const seatRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = () => ({ db: app.db, locations: app.locations });
  const driver = app.requireRole("driver");

  app.get(
    "/shuttle/seats",
    {
      schema: {
        tags,
        summary: "The rider's seats, the newest first",
        response: { 200: z.object({ data: z.array(seatViewSchema) }) },
      },
    },
    async (request) => ({ data: await seatsOf(app.db, requestUser(request)) }),
  );

  app.post(
    "/shuttle/seats",
    {
      onRequest: refuseSuspendedRider,
      schema: {
        tags,
        summary: "Reserve a seat on a running bus from one stop to a later one, paid from the wallet",
        body: reserveSeatSchema,
        response: { 201: seatAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: SEAT_MESSAGES.reserved,
        data: await reserveSeat(live(), requestUser(request), request.body),
      }),
  );

  app.post(
    "/shuttle/seats/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a reserved seat before the bus reaches its stop: the fare back to the wallet",
        params: z.object({ id: idParam(SEAT_MESSAGES.seatNotFound) }),
        response: { 200: seatAnswer },
      },
    },
    async (request) => ({
      message: SEAT_MESSAGES.cancelled,
      data: await cancelSeat(live(), requestUser(request), request.params.id),
    }),
  );

  const runParams = z.object({ id: idParam(SHUTTLE_RUN_MESSAGES.runNotFound) });

  app.get(
    "/driver/shuttle/runs/:id/seats",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Who boards and alights where on the driver's run",
        params: runParams,
        response: { 200: z.object({ data: z.array(manifestSeatSchema) }) },
      },
    },
    async (request) => ({ data: await manifest(app.db, requestUser(request), request.params.id) }),
  );

  app.post(
    "/driver/shuttle/runs/:id/board",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Board a rider by their code, on this run, at their stop; once",
        params: runParams,
        body: boardSeatSchema,
        response: { 200: z.object({ message: z.string(), data: manifestSeatSchema }) },
      },
    },
    async (request) => ({
      message: SEAT_MESSAGES.boarded,
      data: await boardSeat(live(), requestUser(request), request.params.id, request.body),
    }),
  );
};
