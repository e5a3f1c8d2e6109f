import {
  DELIVERY_MESSAGES,
  SAFETY_MESSAGES,
  safetySettingsSchema,
  shareTripSchema,
  tripShareViewSchema,
  trustedContactSchema,
  trustedContactsViewSchema,
  trustedContactViewSchema,
} from "@campusgo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam } from "../../lib/id-param.ts";
import { sendUpload } from "../../lib/uploads.ts";
import { requestUser } from "../../plugins/session.ts";
import { addContact, editContact, removeContact, saveSettings, trustedContactsView } from "./contacts.ts";
import { sharedDriverPhotoKey } from "./ride-tracking.ts";
import { shareDelivery, shareRide } from "./share.ts";

const tags = ["safety"];
const contactParams = z.object({ id: idParam(SAFETY_MESSAGES.contactNotFound) });
const contactAnswer = z.object({ message: z.string(), data: trustedContactViewSchema });

/**
 * The signed-in user's trusted contacts and safety settings, and sharing a ride or a delivery (docs/api-safety.md):
 * registered in the signed-in subtree.
 */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    "/me/trusted-contacts",
    {
      schema: {
        tags,
        summary: "The user's trusted contacts (up to five) and the night-ride setting",
        response: { 200: z.object({ data: trustedContactsViewSchema }) },
      },
    },
    async (request) => ({ data: await trustedContactsView(db, requestUser(request).id) }),
  );

  app.post(
    "/me/trusted-contacts",
    {
      schema: {
        tags,
        summary: "Add a trusted contact (409 past five, or a number already there)",
        body: trustedContactSchema,
        response: { 201: contactAnswer },
      },
    },
    async (request, reply) => {
      const data = await addContact(db, requestUser(request).id, request.body);
      return reply.code(201).send({ message: SAFETY_MESSAGES.contactAdded, data });
    },
  );

  app.put(
    "/me/trusted-contacts/settings",
    {
      schema: {
        tags,
        summary: "Save the safety settings (text the contacts the link of night rides)",
        body: safetySettingsSchema,
        response: { 200: z.object({ message: z.string(), data: safetySettingsSchema }) },
      },
    },
    async (request) => ({
      message: SAFETY_MESSAGES.settingsSaved,
      data: await saveSettings(db, requestUser(request).id, request.body),
    }),
  );

  app.put(
    "/me/trusted-contacts/:id",
    {
      schema: {
        tags,
        summary: "Edit a trusted contact",
        params: contactParams,
        body: trustedContactSchema,
        response: { 200: contactAnswer },
      },
    },
    async (request) => ({
      message: SAFETY_MESSAGES.contactUpdated,
      data: await editContact(db, requestUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    "/me/trusted-contacts/:id",
    {
      schema: {
        tags,
        summary: "Remove a trusted contact",
        params: contactParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await removeContact(db, requestUser(request).id, request.params.id);
      return { message: SAFETY_MESSAGES.contactRemoved };
    },
  );

  app.post(
    "/rides/:id/share",
    {
      schema: {
        tags,
        summary:
          "The ride's link for following it (/track/<token>), for its rider while it is under way; `notify` texts it to the trusted contacts once",
        params: z.object({ id: idParam(SAFETY_MESSAGES.rideNotFound) }),
        body: shareTripSchema.optional(),
        response: { 200: z.object({ message: z.string(), data: tripShareViewSchema }) },
      },
    },
    async (request) => shareRide(app.safetyDeps, requestUser(request), request.params.id, request.body ?? {}),
  );

  app.post(
    "/deliveries/:id/share",
    {
      schema: {
        tags,
        summary:
          "The delivery's link for the sender's trusted contacts (/track/<token>, not the recipient's), for its sender while a driver has it; `notify` texts it to them once",
        params: z.object({ id: idParam(DELIVERY_MESSAGES.deliveryNotFound) }),
        body: shareTripSchema.optional(),
        response: { 200: z.object({ message: z.string(), data: tripShareViewSchema }) },
      },
    },
    async (request) =>
      shareDelivery(app.safetyDeps, requestUser(request), request.params.id, request.body ?? {}),
  );
};

/**
 * The driver's picture on a ride's shared link, for anyone who has the link while it works (public, 160 px):
 * the tracking page shows it. Never cached, never indexed.
 */
export const sharedPhotoRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get(
    "/track/:token/photo",
    {
      onSend: async (_request, reply, payload) => {
        reply.header("cache-control", "no-store");
        reply.header("referrer-policy", "no-referrer");
        reply.header("x-robots-tag", "noindex");
        return payload;
      },
      schema: {
        tags,
        summary: "The driver's picture of a shared ride (public; 404 unknown or expired link, or no picture)",
        params: z.object({
          token: z
            .string({ error: SAFETY_MESSAGES.linkNotFound })
            .max(200, { error: SAFETY_MESSAGES.linkNotFound }),
        }),
      },
    },
    async (request, reply) => {
      const key = await sharedDriverPhotoKey(app.safetyDeps, request.params.token);
      return sendUpload(reply, dataDir, key, 160);
    },
  );
};
