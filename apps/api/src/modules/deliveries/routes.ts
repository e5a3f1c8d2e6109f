import {
  cancelDeliverySchema,
  createDeliverySchema,
  DELIVERY_MESSAGES,
  DELIVERY_PHOTOS,
  deliveryEstimateQuerySchema,
  deliveryEstimateViewSchema,
  deliveryViewSchema,
  parcelPhotoUploadSchema,
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
import { cancelDeliveriesOnAccountDeletion } from "./account-deletion.ts";
import { parcelPhotoUploads } from "./photos.ts";
import { eraseProofPhotosOnAccountDeletion, proofPhotoKey } from "./proofs.ts";
import {
  cancelDelivery,
  createDelivery,
  deliveryForViewer,
  estimate,
  getDelivery,
  listDeliveries,
} from "./service.ts";

const tags = ["deliveries"];
const FILE_NOT_FOUND = "File not found";
const idParams = z.object({ id: idParam(DELIVERY_MESSAGES.deliveryNotFound) });
const photoParams = idParams.extend({ which: z.enum(DELIVERY_PHOTOS, { error: FILE_NOT_FOUND }) });
const deliveryResponse = z.object({ data: deliveryViewSchema });
const deliveryMessageResponse = z.object({ message: z.string(), data: deliveryViewSchema });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The next page: deliveries booked before this time. */
  before: z.iso.datetime({ offset: true, error: "Invalid date" }).optional(),
});

/** Sending packages and following them (docs/api-deliveries.md). Signed in; the tracking link is public. */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  cancelDeliveriesOnAccountDeletion();
  eraseProofPhotosOnAccountDeletion();
  const deps = () => app.deliveryDeps;
  const sender = app.requireRole("passenger");

  app.get(
    "/deliveries/estimate",
    {
      schema: {
        tags,
        summary:
          "Suggested price of a delivery by road and parcel size, the sender's offer range, the way back",
        querystring: deliveryEstimateQuerySchema,
        response: { 200: z.object({ data: deliveryEstimateViewSchema }) },
      },
    },
    async (request) => ({ data: await estimate(deps(), request.query) }),
  );

  app.post(
    "/deliveries/photos",
    {
      onRequest: sender,
      schema: {
        tags,
        summary: "Upload the parcel's photo (multipart, file field `photo`); book with the returned key",
        consumes: ["multipart/form-data"],
        response: { 201: z.object({ data: parcelPhotoUploadSchema }) },
      },
    },
    async (request, reply) => {
      const userId = requestUser(request).id;
      await parcelPhotoUploads.assertAllowed(app.db, userId);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file?.fieldname !== "photo") throw new AppError("bad_request", DELIVERY_MESSAGES.photoRequired);
      const photoKey = await parcelPhotoUploads.store(
        app.db,
        deps().config.dataDir,
        userId,
        await file.toBuffer(),
      );
      return reply.code(201).send({ data: { photoKey } });
    },
  );

  app.post(
    "/deliveries",
    {
      onRequest: [sender, refuseSuspendedRider],
      ...idempotent,
      schema: {
        tags,
        summary:
          "Send a package (now or later); the recipient is texted the tracking link and the drop-off code. An Idempotency-Key makes a repeat answer the same, booking once",
        body: createDeliverySchema,
        response: { 201: deliveryMessageResponse },
      },
    },
    async (request, reply) => {
      const delivery = await createDelivery(deps(), requestUser(request), request.body);
      return reply.code(201).send({ message: "Delivery booked", data: delivery });
    },
  );

  app.get(
    "/deliveries",
    {
      schema: {
        tags,
        summary:
          "The user's deliveries, newest first: a sender's own; a driver's, those they carried to an end",
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(deliveryViewSchema) }) },
      },
    },
    async (request) => ({
      data: await listDeliveries(
        deps(),
        requestUser(request),
        request.query.limit,
        request.query.before ? new Date(request.query.before) : undefined,
      ),
    }),
  );

  app.get(
    "/deliveries/:id",
    {
      schema: {
        tags,
        summary: "One delivery (its sender, its driver or an admin)",
        params: idParams,
        response: { 200: deliveryResponse },
      },
    },
    async (request) => ({ data: await getDelivery(deps(), requestUser(request), request.params.id) }),
  );

  app.get(
    "/deliveries/:id/photos/:which",
    {
      schema: {
        tags,
        summary:
          "A delivery's picture: `parcel`, or the driver's proof at `pickup`, `dropoff` or `return` (its sender, its driver or an admin; `?w=160` or `?w=720` for a copy scaled down to that width)",
        params: photoParams,
        querystring: imageWidthQuery,
      },
    },
    async (request, reply) => {
      const delivery = await deliveryForViewer(deps(), requestUser(request), request.params.id);
      const { which } = request.params;
      const key = which === "parcel" ? delivery.photoKey : await proofPhotoKey(deps().db, delivery.id, which);
      if (!key) throw new AppError("not_found", FILE_NOT_FOUND);
      return sendUpload(reply, deps().config.dataDir, key, request.query.w);
    },
  );

  app.post(
    "/deliveries/:id/cancel",
    {
      schema: {
        tags,
        summary:
          "Its sender (or its driver) cancels with a reason before the parcel is taken: free until the driver is at the pickup, then the rides' cancellation fee; anything paid beyond it goes back to the wallet",
        params: idParams,
        body: cancelDeliverySchema,
        response: { 200: deliveryMessageResponse },
      },
    },
    async (request) => ({
      message: "Delivery cancelled",
      data: await cancelDelivery(deps(), requestUser(request), request.params.id, request.body.reason),
    }),
  );
};
