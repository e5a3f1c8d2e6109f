import {
  cancelRideSchema,
  completeRideSchema,
  createRideSchema,
  earlyEndQuoteSchema,
  endTripSchema,
  estimateQuerySchema,
  estimateViewSchema,
  flagRideSchema,
  luggagePhotoSchema,
  MESSAGES,
  RIDE_MESSAGES,
  rideViewSchema,
  searchAgainSchema,
  startRideSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { idParam } from "../../lib/id-param.ts";
import { imageWidthQuery } from "../../lib/image-sizes.ts";
import { sendUpload } from "../../lib/uploads.ts";
import { requestUser } from "../../plugins/session.ts";
import { idempotent } from "../idempotency/idempotent.ts";
import { refuseSuspendedRider } from "../people/guard.ts";
import { cancelRidesOnAccountDeletion } from "./account-deletion.ts";
import { assertLuggageUploadAllowed, storeLuggagePhoto } from "./luggage.ts";
import {
  activeRide,
  cancelRide,
  createRide,
  driverBookings,
  estimate,
  getRide,
  listRiderRides,
  RIDE_SCOPES,
  rideForViewer,
  searchAgain,
} from "./service.ts";
import {
  confirmBooking,
  driverStep,
  endAtDestination,
  flagRide,
  quoteEndAtDestination,
  startRide,
} from "./trip-steps.ts";

const tags = ["rides"];
const idParams = z.object({ id: idParam(RIDE_MESSAGES.rideNotFound) });
const rideResponse = z.object({ data: rideViewSchema });
const rideMessageResponse = z.object({ message: z.string(), data: rideViewSchema });
const listQuery = z.object({
  scope: z.enum(Object.keys(RIDE_SCOPES) as [keyof typeof RIDE_SCOPES]).default("upcoming"),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Booking, reading and moving rides (docs/api-rides.md). */
export const ridesRoutes: FastifyPluginAsyncZod = async (app) => {
  cancelRidesOnAccountDeletion();
  const deps = () => app.rideDeps;
  const rider = app.requireRole("passenger");
  const driver = app.requireRole("driver");

  app.get(
    "/rides/estimate",
    {
      schema: {
        tags,
        summary: "Upfront fare, distance and duration of a trip",
        querystring: estimateQuerySchema,
        response: { 200: z.object({ data: estimateViewSchema }) },
      },
    },
    async (request) => ({ data: await estimate(deps(), request.query) }),
  );

  app.post(
    "/rides/luggage-photo",
    {
      onRequest: rider,
      schema: {
        tags,
        summary: "Upload a luggage picture (multipart, file field `photo`); book with the returned key",
        consumes: ["multipart/form-data"],
        response: { 201: z.object({ data: luggagePhotoSchema }) },
      },
    },
    async (request, reply) => {
      await assertLuggageUploadAllowed(app.db, requestUser(request).id);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file?.fieldname !== "photo") throw new AppError("bad_request", MESSAGES.uploadLuggageImage);
      const photoKey = await storeLuggagePhoto(
        app.db,
        deps().config.dataDir,
        requestUser(request).id,
        await file.toBuffer(),
      );
      return reply.code(201).send({ data: { photoKey } });
    },
  );

  app.post(
    "/rides",
    {
      onRequest: [rider, refuseSuspendedRider],
      ...idempotent,
      schema: {
        tags,
        summary:
          "Book a ride (now or later); an Idempotency-Key makes a repeat answer the same, booking once",
        body: createRideSchema,
        response: { 201: rideMessageResponse },
      },
    },
    async (request, reply) => {
      const ride = await createRide(deps(), requestUser(request), request.body);
      return reply.code(201).send({ message: "Ride requested", data: ride });
    },
  );

  app.get(
    "/rides",
    {
      schema: {
        tags,
        summary: "The rider's bookings: upcoming, completed or cancelled",
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(rideViewSchema) }) },
      },
    },
    async (request) => ({
      data: await listRiderRides(deps(), requestUser(request), request.query.scope, request.query.limit),
    }),
  );

  app.get(
    "/rides/active",
    {
      schema: {
        tags,
        summary: "The caller's active ride",
        response: { 200: z.object({ data: rideViewSchema.nullable() }) },
      },
    },
    async (request) => ({ data: await activeRide(deps(), requestUser(request)) }),
  );

  app.get(
    "/rides/:id",
    {
      schema: { tags, summary: "One ride", params: idParams, response: { 200: rideResponse } },
    },
    async (request) => ({ data: await getRide(deps(), requestUser(request), request.params.id) }),
  );

  app.get(
    "/rides/:id/luggage-photo",
    {
      schema: {
        tags,
        summary: "The ride's luggage picture (`?w=160` or `?w=720` for a copy scaled down to that width)",
        params: idParams,
        querystring: imageWidthQuery,
      },
    },
    async (request, reply) => {
      const ride = await rideForViewer(deps(), requestUser(request), request.params.id);
      if (!ride.luggagePhotoKey) throw new AppError("not_found", "File not found");
      return sendUpload(reply, deps().config.dataDir, ride.luggagePhotoKey, request.query.w);
    },
  );

  app.post(
    "/rides/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a ride with a reason (rider or assigned driver, before the trip starts)",
        params: idParams,
        body: cancelRideSchema,
        response: { 200: rideMessageResponse },
      },
    },
    async (request) => ({
      message: "Ride cancelled",
      data: await cancelRide(deps(), requestUser(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    "/rides/:id/search-again",
    {
      onRequest: rider,
      schema: {
        tags,
        summary: "Search again, one step wider (or at the widest with wider: true)",
        params: idParams,
        body: searchAgainSchema,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await searchAgain(deps(), requestUser(request), request.params.id, new Date(), {
        wider: request.body?.wider === true,
      }),
    }),
  );

  app.get(
    "/driver/bookings",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "The driver's rides booked ahead, soonest first",
        response: { 200: z.object({ data: z.array(rideViewSchema) }) },
      },
    },
    async (request) => ({ data: await driverBookings(deps(), requestUser(request)) }),
  );

  app.post(
    "/rides/:id/confirm",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Booked ahead: the driver confirms near the time and heads to the pickup",
        params: idParams,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await confirmBooking(deps(), requestUser(request), request.params.id),
    }),
  );

  app.post(
    "/rides/:id/flag",
    {
      onRequest: rider,
      schema: {
        tags,
        summary: "The rider flags a completed trip for support (ended early)",
        params: idParams,
        body: flagRideSchema,
        response: { 200: rideMessageResponse },
      },
    },
    async (request) => ({
      message: "Thanks, our support team will look into this trip",
      data: await flagRide(deps(), requestUser(request), request.params.id, request.body.reason),
    }),
  );

  app.post(
    "/rides/:id/arrive",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "The driver is at the pickup",
        params: idParams,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await driverStep(deps(), requestUser(request), request.params.id, "arrive"),
    }),
  );

  app.post(
    "/rides/:id/start",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Start the trip with the rider's PIN",
        params: idParams,
        body: startRideSchema,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await startRide(deps(), requestUser(request), request.params.id, request.body.pin),
    }),
  );

  app.post(
    "/rides/:id/complete",
    {
      onRequest: driver,
      schema: {
        tags,
        summary:
          "Finish the trip (far from its end only with confirmFar: true; otherwise 409 with distanceM)",
        params: idParams,
        body: completeRideSchema,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await driverStep(deps(), requestUser(request), request.params.id, "complete", {
        confirmFar: request.body?.confirmFar === true,
      }),
    }),
  );

  app.post(
    "/rides/:id/wait",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Round trip: at the destination, waiting the agreed minutes",
        params: idParams,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await driverStep(deps(), requestUser(request), request.params.id, "wait"),
    }),
  );

  app.post(
    "/rides/:id/return",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Round trip: start the way back (also starts by itself when the wait is over)",
        params: idParams,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await driverStep(deps(), requestUser(request), request.params.id, "return"),
    }),
  );

  app.get(
    "/rides/:id/end-quote",
    {
      onRequest: rider,
      schema: {
        tags,
        summary: "Round trip: what ending the trip at the destination now would cost (reads only)",
        params: idParams,
        response: { 200: z.object({ data: earlyEndQuoteSchema }) },
      },
    },
    async (request) => ({
      data: await quoteEndAtDestination(deps(), requestUser(request), request.params.id),
    }),
  );

  app.post(
    "/rides/:id/end",
    {
      onRequest: rider,
      schema: {
        tags,
        summary:
          "Round trip: end the trip at the destination instead of going back (at the quoted amountKobo, if given)",
        params: idParams,
        body: endTripSchema,
        response: { 200: rideResponse },
      },
    },
    async (request) => ({
      data: await endAtDestination(deps(), requestUser(request), request.params.id, request.body?.amountKobo),
    }),
  );
};
