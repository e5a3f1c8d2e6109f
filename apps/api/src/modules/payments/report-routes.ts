import { myPaymentReportSchema, REPORT_MESSAGES, RIDE_MESSAGES, reportTripSchema } from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { requestUser } from "../../plugins/session.ts";
import { myReport, reportTrip } from "./reports.ts";

const tags = ["payments"];
const rideParams = z.object({ id: idParam(RIDE_MESSAGES.rideNotFound) });

/** A rider's report of a driver who asked to be paid outside the app (docs/api-payments.md). */
export const paymentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/payments/rides/:id/report",
    {
      schema: {
        tags,
        summary: "My report of this trip and how it stands, or null",
        params: rideParams,
        response: { 200: z.object({ data: myPaymentReportSchema.nullable() }) },
      },
    },
    async (request) => ({ data: await myReport(app.db, requestUser(request), request.params.id) }),
  );

  app.post(
    "/payments/rides/:id/report",
    {
      schema: {
        tags,
        summary: "Report that the driver asked to be paid outside the app (the trip's rider, once)",
        params: rideParams,
        // The note is optional: no body at all is a report without one.
        body: reportTripSchema.nullish(),
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await reportTrip(app.db, requestUser(request), request.params.id, request.body ?? {});
      return reply.code(201).send({ message: REPORT_MESSAGES.thanks });
    },
  );
};
