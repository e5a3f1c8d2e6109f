import {
  ACCOUNT_STATUSES,
  adminUserItemSchema,
  auditItemSchema,
  kycDetailSchema,
  kycQueueItemSchema,
  kycStatusSchema,
  oneLineText,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { rightsFor } from "../../plugins/admin-rights.ts";
import { requestUser } from "../../plugins/session.ts";
import { ADMIN_MESSAGES, auditList, decideKyc, kycDetail, kycQueue, usersList } from "./service.ts";

const tags = ["admin"];
const messageSchema = z.object({ message: z.string() });
const driverIdParams = z.object({ driverId: idParam(ADMIN_MESSAGES.driverNotFound) });

const rejectBody = z.object(
  {
    reason: oneLineText({ error: ADMIN_MESSAGES.giveReason })
      .min(3, { error: ADMIN_MESSAGES.giveReason })
      .max(500, { error: ADMIN_MESSAGES.reasonTooLong }),
  },
  { error: ADMIN_MESSAGES.giveReason },
);

const page = z.coerce.number().int().min(1).max(10_000).default(1);

/**
 * The admin's review desk: the KYC queue and decisions, accounts, the audit log. Registered in the admin
 * subtree, whose onRequest hook lets admins only through.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const decisionContext = () => ({
    db: app.db,
    mailer: app.mailer,
    sms: app.sms,
    notifier: app.notifier,
    log: app.log,
    publicUrl,
  });

  app.get(
    "/admin/kyc",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Driver verifications by status (pending by default), oldest submission first",
        querystring: z.object({ status: kycStatusSchema.default("pending") }),
        response: { 200: z.object({ data: z.array(kycQueueItemSchema) }) },
      },
    },
    async (request) => ({ data: await kycQueue(app.db, request.query.status) }),
  );

  app.get(
    "/admin/kyc/:driverId",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "One driver's verification in full",
        params: driverIdParams,
        response: { 200: z.object({ data: kycDetailSchema }) },
      },
    },
    async (request) => ({ data: await kycDetail(app.db, request.params.driverId) }),
  );

  app.post(
    "/admin/kyc/:driverId/approve",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Approve a pending verification",
        params: driverIdParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await decideKyc(decisionContext(), requestUser(request).id, request.params.driverId, {
        kind: "approve",
      });
      return { message: ADMIN_MESSAGES.approved };
    },
  );

  app.post(
    "/admin/kyc/:driverId/reject",
    {
      config: rightsFor("operations"),
      schema: {
        tags,
        summary: "Reject a pending verification with a reason",
        params: driverIdParams,
        body: rejectBody,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await decideKyc(decisionContext(), requestUser(request).id, request.params.driverId, {
        kind: "reject",
        reason: request.body.reason,
      });
      return { message: ADMIN_MESSAGES.rejected };
    },
  );

  app.get(
    "/admin/users",
    {
      config: rightsFor("support", "operations"),
      schema: {
        tags,
        summary:
          "Riders and drivers, searched by name, e-mail or phone, filtered by role, activation, KYC and suspension (20 a page)",
        querystring: z.object({
          role: z.enum(["driver", "passenger"]).optional(),
          q: oneLineText().max(100).optional(),
          status: z.enum(ACCOUNT_STATUSES).optional(),
          kyc: kycStatusSchema.optional(),
          suspended: z.enum(["yes", "no"]).optional(),
          page,
        }),
        response: { 200: z.object({ data: z.array(adminUserItemSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const { suspended, ...filter } = request.query;
      return usersList(app.db, {
        ...filter,
        suspended: suspended === undefined ? undefined : suspended === "yes",
      });
    },
  );

  app.get(
    "/admin/audit",
    {
      config: rightsFor("super_admin"),
      schema: {
        tags,
        summary: "Every admin decision, newest first (50 a page)",
        querystring: z.object({ page }),
        response: { 200: z.object({ data: z.array(auditItemSchema) }) },
      },
    },
    async (request) => ({ data: await auditList(app.db, request.query.page) }),
  );
};
