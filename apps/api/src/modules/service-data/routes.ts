import {
  adminPlaceViewSchema,
  deliveryFaresBodySchema,
  deliveryFaresViewSchema,
  dispatchBodySchema,
  dispatchViewSchema,
  fareRuleBodySchema,
  fareRuleViewSchema,
  liveSnapshotSchema,
  newPlaceBodySchema,
  placeChangeBodySchema,
  SERVICE_DATA_MESSAGES,
  serviceSettingsViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import { addPlace, adminPlaces, changePlace } from "../places/admin.ts";
import { liveSnapshot } from "./live.ts";
import {
  deliveryFaresView,
  dispatchView,
  faresView,
  saveDeliveryFares,
  saveDispatch,
  saveFare,
} from "./settings.ts";

const tags = ["admin"];
const M = SERVICE_DATA_MESSAGES;
const operations = rightsFor("operations");

/**
 * The data the service changes (docs/api-admin-data.md): the fare table, the delivery fares, the dispatch
 * settings and the campus places, each change audited and read on its next use on every instance; and the live
 * operations snapshot. Registered in the admin subtree; every route needs the operations right.
 */
export const adminServiceDataRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const rides = config.rides;

  app.get(
    "/admin/service",
    {
      config: operations,
      schema: {
        tags,
        summary: "The fare table, the delivery fares by parcel size and the dispatch settings in force",
        response: { 200: z.object({ data: serviceSettingsViewSchema }) },
      },
    },
    async () => {
      const [fares, deliveryFares, dispatch] = await Promise.all([
        faresView(app.db),
        deliveryFaresView(app.db),
        dispatchView(app.db, rides),
      ]);
      return { data: { fares, deliveryFares, dispatch } };
    },
  );

  app.put(
    "/admin/service/fares/:rideType",
    {
      config: operations,
      schema: {
        tags,
        summary:
          "Set one ride type's fare; the next price asked for uses it (booked rides keep theirs); audited",
        params: z.object({
          rideType: z.coerce.number({ error: M.rideTypeUnknown }).int({ error: M.rideTypeUnknown }),
        }),
        body: fareRuleBodySchema,
        response: { 200: z.object({ message: z.string(), data: z.array(fareRuleViewSchema) }) },
      },
    },
    async (request) => ({
      message: M.faresSaved,
      data: await saveFare(app.db, requestUser(request).id, request.params.rideType, request.body),
    }),
  );

  app.put(
    "/admin/service/delivery-fares",
    {
      config: operations,
      schema: {
        tags,
        summary:
          "Set each parcel size's factor over the Keke fare; the next delivery priced uses them; audited",
        body: deliveryFaresBodySchema,
        response: { 200: z.object({ message: z.string(), data: deliveryFaresViewSchema }) },
      },
    },
    async (request) => ({
      message: M.deliveryFaresSaved,
      data: await saveDeliveryFares(app.db, requestUser(request).id, request.body),
    }),
  );

  app.put(
    "/admin/service/dispatch",
    {
      config: operations,
      schema: {
        tags,
        summary:
          "Set the search radius and its widening, how long a search and an offer last, how many drivers one step asks; audited",
        body: dispatchBodySchema,
        response: { 200: z.object({ message: z.string(), data: dispatchViewSchema }) },
      },
    },
    async (request) => ({
      message: M.dispatchSaved,
      data: await saveDispatch(app.db, rides, requestUser(request).id, request.body),
    }),
  );

  app.get(
    "/admin/places",
    {
      config: operations,
      schema: {
        tags,
        summary: "Every campus place, hidden ones too, by name",
        response: { 200: z.object({ data: z.array(adminPlaceViewSchema) }) },
      },
    },
    async () => ({ data: await adminPlaces(app.db) }),
  );

  app.post(
    "/admin/places",
    {
      config: operations,
      schema: {
        tags,
        summary: "Add a campus place where the admin put it on the map; riders find it at once; audited",
        body: newPlaceBodySchema,
        response: { 201: z.object({ message: z.string(), data: adminPlaceViewSchema }) },
      },
    },
    async (request, reply) => {
      const place = await addPlace(app.db, requestUser(request).id, request.body);
      return reply.code(201).send({ message: M.placeAdded, data: place });
    },
  );

  app.patch(
    "/admin/places/:placeId",
    {
      config: operations,
      schema: {
        tags,
        summary: "Rename, move, change the kind of, hide or show a place; trips keep their names; audited",
        params: z.object({ placeId: idParam(M.placeNotFound) }),
        body: placeChangeBodySchema,
        response: { 200: z.object({ message: z.string(), data: adminPlaceViewSchema }) },
      },
    },
    async (request) => {
      const { place, message } = await changePlace(
        app.db,
        requestUser(request).id,
        request.params.placeId,
        request.body,
      );
      return { message, data: place };
    },
  );

  app.get(
    "/admin/live",
    {
      config: operations,
      schema: {
        tags,
        summary:
          "One snapshot of the service live: online drivers, trips under way and searching, buses on a run, open SOS",
        response: { 200: z.object({ data: liveSnapshotSchema }) },
      },
    },
    async () => ({ data: await liveSnapshot({ db: app.db, config, locations: app.locations }) }),
  );
};
