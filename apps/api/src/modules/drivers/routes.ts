import {
  driverRequestSchema,
  driverStatusSchema,
  driverStatusViewSchema,
  driverSummarySchema,
  driversNearAnswerSchema,
  nearbyDriverSchema,
  type RideTypeId,
  rideViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { imageWidthQuery } from "../../lib/image-sizes.ts";
import { sendUpload } from "../../lib/uploads.ts";
import { requestUser } from "../../plugins/session.ts";
import { driverHistory } from "../rides/service.ts";
import { nearbyDrivers } from "../tracking/service.ts";
import { driversNear } from "./near.ts";
import { driverRequests, driverStatus, driverSummary, setDriverStatus } from "./service.ts";
import { vehiclePhotoFor } from "./vehicle-photo.ts";

const tags = ["drivers"];
const statusResponse = z.object({ data: driverStatusViewSchema });

const LOCATION_NEEDED = "Share your location to see drivers near you";
/** A coordinate of the query string: a number within its range, with a message that says what is wrong. */
const coordinate = (name: "Latitude" | "Longitude", limit: number) => {
  const range = `${name} must be a number from -${limit} to ${limit}`;
  return z
    .string({ error: LOCATION_NEEDED })
    .trim()
    .min(1, LOCATION_NEEDED)
    .regex(/^[-+]?(\d+\.?\d*|\.\d+)$/, range)
    .pipe(z.coerce.number<string>().min(-limit, range).max(limit, range));
};

/** The driver's switch, requests, history and earnings; nearby drivers for riders. */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.rideDeps;
  const driver = app.requireRole("driver");

  app.put(
    "/driver/status",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Go online or offline",
        body: driverStatusSchema,
        response: { 200: statusResponse },
      },
    },
    async (request) => ({ data: await setDriverStatus(deps(), requestUser(request), request.body.online) }),
  );

  app.get(
    "/driver/status",
    { onRequest: driver, schema: { tags, summary: "The online switch", response: { 200: statusResponse } } },
    async (request) => ({ data: await driverStatus(deps(), requestUser(request)) }),
  );

  app.get(
    "/driver/requests",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Ride requests waiting for this driver",
        response: { 200: z.object({ data: z.array(driverRequestSchema) }) },
      },
    },
    async (request) => ({ data: await driverRequests(deps(), requestUser(request)) }),
  );

  app.get(
    "/driver/rides",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "The driver's completed and cancelled rides",
        querystring: z.object({
          scope: z.literal("history").default("history"),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: z.object({ data: z.array(rideViewSchema) }) },
      },
    },
    async (request) => ({ data: await driverHistory(deps(), requestUser(request), request.query.limit) }),
  );

  app.get(
    "/driver/summary",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "Dashboard cards and earnings",
        response: { 200: z.object({ data: driverSummarySchema }) },
      },
    },
    async (request) => ({ data: await driverSummary(deps(), requestUser(request)) }),
  );

  app.get(
    "/drivers/nearby",
    {
      schema: {
        tags,
        summary: "Online drivers nearby (rounded positions, no identities)",
        querystring: z.object({
          lat: z.coerce.number().min(-90).max(90),
          lon: z.coerce.number().min(-180).max(180),
          type: z.coerce.number().int().min(1).max(3).optional(),
        }),
        response: { 200: z.object({ data: z.array(nearbyDriverSchema) }) },
      },
    },
    async (request) => {
      const { lat, lon, type } = request.query;
      return { data: await nearbyDrivers(deps(), { lat, lon }, type as RideTypeId | undefined) };
    },
  );

  app.get(
    "/drivers/near",
    {
      onRequest: app.requireRole("passenger"),
      schema: {
        tags,
        summary: "Verified drivers online near the rider: names, vehicles, ratings and rounded distances",
        querystring: z.object({ lat: coordinate("Latitude", 90), lon: coordinate("Longitude", 180) }),
        response: { 200: driversNearAnswerSchema },
      },
    },
    async (request) => {
      const { lat, lon } = request.query;
      return { data: await driversNear(deps(), requestUser(request), { lat, lon }) };
    },
  );

  app.get(
    "/drivers/:id/vehicle-photo",
    {
      schema: {
        tags,
        summary: "A driver's vehicle picture (`?w=160` or `?w=720` for a copy scaled down to that width)",
        params: z.object({ id: idParam("File not found") }),
        querystring: imageWidthQuery,
      },
    },
    async (request, reply) => {
      const key = await vehiclePhotoFor(deps(), requestUser(request), request.params.id);
      return sendUpload(reply, deps().config.dataDir, key, request.query.w);
    },
  );
};
