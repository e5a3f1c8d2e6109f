import {
  adminTripChecksSchema,
  TRIP_CHECK_ADMIN_RIGHTS,
  TRIP_CHECK_MESSAGES,
  tripCheckSettingsSchema,
  tripCheckSettingsViewSchema,
  tripCheckViewSchema,
  tripSafetyViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import { adminTripChecks, answerOk, tripSafety } from "./service.ts";
import { saveTripCheckSettings, tripCheckSettingsView } from "./settings.ts";

const tags = ["safety"];
const checkParams = z.object({ id: idParam(TRIP_CHECK_MESSAGES.checkNotFound) });
const tripParams = z.object({ id: idParam(TRIP_CHECK_MESSAGES.tripNotFound) });

/** The rider's (or sender's) side of the trip checks (docs/api-safety.md): the signed-in subtree. */
export const tripCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/trips/:id/safety",
    {
      schema: {
        tags,
        summary:
          "For the trip's rider or sender: whether it is night now (check the plate before getting in) and the 'Are you OK?' check waiting for an answer",
        params: tripParams,
        response: { 200: z.object({ data: tripSafetyViewSchema }) },
      },
    },
    async (request) => ({ data: await tripSafety(app.db, requestUser(request), request.params.id) }),
  );

  app.post(
    "/trip-checks/:id/ok",
    {
      schema: {
        tags,
        summary: "I'm OK: the answer to an automatic trip check, by the one asked (anyone else: 404)",
        params: checkParams,
        response: { 200: z.object({ message: z.string(), data: tripCheckViewSchema }) },
      },
    },
    async (request) => ({
      message: TRIP_CHECK_MESSAGES.answered,
      data: await answerOk(app.tripCheckDeps, requestUser(request), request.params.id),
    }),
  );
};

/** Admins: the checks nobody answered, the latest checks, and the thresholds (docs/api-safety.md). */
export const adminTripCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/trip-checks",
    {
      // Read by support, who call the riders, and operations, as the SOS list is (decision 35).
      config: rightsFor(...TRIP_CHECK_ADMIN_RIGHTS),
      schema: {
        tags: ["admin"],
        summary: "Trip checks nobody answered in time (the newest first), and the latest 50 checks",
        response: { 200: z.object({ data: adminTripChecksSchema }) },
      },
    },
    async () => ({ data: await adminTripChecks(app.db) }),
  );

  app.get(
    "/admin/trip-checks/settings",
    {
      config: rightsFor("operations"),
      schema: {
        tags: ["admin"],
        summary: "The trip checks' thresholds and the night hours",
        response: { 200: z.object({ data: tripCheckSettingsViewSchema }) },
      },
    },
    async () => ({ data: await tripCheckSettingsView(app.db) }),
  );

  app.put(
    "/admin/trip-checks/settings",
    {
      config: rightsFor("operations"),
      schema: {
        tags: ["admin"],
        summary:
          "Change the trip checks' thresholds and the night hours (every instance uses them at once); audited",
        body: tripCheckSettingsSchema,
        response: { 200: z.object({ message: z.string(), data: tripCheckSettingsViewSchema }) },
      },
    },
    async (request) => ({
      message: TRIP_CHECK_MESSAGES.settingsSaved,
      data: await saveTripCheckSettings(app.db, requestUser(request), request.body),
    }),
  );
};
