import {
  adminAccountSchema,
  PEOPLE_MESSAGES,
  setAdminRightSchema,
  suspensionBodySchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import { adminAccounts, reinstatePerson, setAdminRight, suspendPerson } from "./service.ts";

const tags = ["admin"];
const messageSchema = z.object({ message: z.string() });
const personParams = z.object({ id: idParam(PEOPLE_MESSAGES.notFound) });

/**
 * People (suspending and reinstating riders and drivers, operations) and the admins' rights (super admins).
 * Registered in the admin subtree.
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/users/:id/suspend",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary:
          "Suspend a rider or driver with a reason they read: a driver goes offline at once, a rider cannot book; audited, told in-app and by e-mail",
        params: personParams,
        body: suspensionBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await suspendPerson(app.rideDeps, requestUser(request).id, request.params.id, request.body.reason);
      return { message: PEOPLE_MESSAGES.suspended };
    },
  );

  app.post(
    "/admin/users/:id/reinstate",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Reinstate a suspended rider or driver, with a reason kept in the audit log; they are told",
        params: personParams,
        body: suspensionBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await reinstatePerson(app.rideDeps, requestUser(request).id, request.params.id, request.body.reason);
      return { message: PEOPLE_MESSAGES.reinstated };
    },
  );

  app.get(
    "/admin/admins",
    {
      config: rightsFor("super_admin"),
      schema: {
        tags,
        summary: "The admins and their rights",
        response: { 200: z.object({ data: z.array(adminAccountSchema) }) },
      },
    },
    async () => ({ data: await adminAccounts(app.db) }),
  );

  app.put(
    "/admin/admins/:id/right",
    {
      config: rightsFor("super_admin"),
      schema: {
        tags,
        summary: "Set another admin's right (support, finance, operations or super_admin); audited",
        params: z.object({ id: idParam(PEOPLE_MESSAGES.adminNotFound) }),
        body: setAdminRightSchema,
        response: { 200: z.object({ message: z.string(), data: adminAccountSchema }) },
      },
    },
    async (request) => ({
      message: PEOPLE_MESSAGES.rightSet,
      data: await setAdminRight(app.db, requestUser(request).id, request.params.id, request.body.right),
    }),
  );
};
