import {
  DELIVERY_MESSAGES,
  deliveryRequestSchema,
  deliveryViewSchema,
  handoverFieldsSchema,
  rateDeliverySchema,
  redirectDeliverySchema,
  splitFullName,
} from "@campusgo/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { idParam } from "../../lib/id-param.ts";
import { assertPlainText } from "../../plugins/input-guard.ts";
import { requestUser } from "../../plugins/session.ts";
import { idempotent } from "../idempotency/idempotent.ts";
import type { HandoverPurpose } from "../trips/handover.ts";
import { toDeliveryRequest } from "./dispatchable.ts";
import { arrive, handOver, startReturn } from "./handovers.ts";
import { rateDelivery } from "./rating.ts";
import { redirectDelivery } from "./redirect.ts";
import { activeDeliveriesOf, requestsSentTo } from "./repo.ts";
import { loadDeliveryViewData, toDeliveryView } from "./view.ts";

const tags = ["deliveries"];
const idParams = z.object({ id: idParam(DELIVERY_MESSAGES.deliveryNotFound) });
const answer = z.object({ message: z.string(), data: deliveryViewSchema });
/** The form fields a hand-over may carry beside its photo. */
const FIELDS = new Set(["code", "at", "lat", "lon", "queued"]);

/**
 * A hand-over's multipart form: the `photo` file (kept in memory: at most 5 MB, the multipart limit) and its
 * fields, checked by handoverFieldsSchema. Anything else is refused.
 */
async function readHandover(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError("bad_request", DELIVERY_MESSAGES.proofPhotoRequired);
  const fields: Record<string, string> = {};
  let photo: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "photo" || photo) {
        part.file.resume();
        throw new AppError("bad_request", DELIVERY_MESSAGES.proofPhotoRequired);
      }
      photo = await part.toBuffer();
      continue;
    }
    if (!FIELDS.has(part.fieldname) || part.valueTruncated) {
      throw new AppError("bad_request", `Unexpected field "${part.fieldname.slice(0, 40)}"`);
    }
    const value = String(part.value ?? "");
    assertPlainText(value);
    fields[part.fieldname] = value;
  }
  const parsed = handoverFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError("bad_request", parsed.error.issues[0]?.message ?? DELIVERY_MESSAGES.codeFormat);
  }
  return { fields: parsed.data, photo };
}

/**
 * A delivery on its way (docs/api-deliveries.md): what is in progress, the driver's requests, arriving, the three
 * hand-overs with a photo and a code, the way back, the sender's redirect, and the ratings.
 */
export const deliveryHandoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deliveryDeps;
  const driver = app.requireRole("driver");
  const sender = app.requireRole("passenger");

  app.get(
    "/deliveries/active",
    {
      schema: {
        tags,
        summary: "The caller's deliveries in progress: as sender, or the one they carry as driver",
        response: { 200: z.object({ data: z.array(deliveryViewSchema) }) },
      },
    },
    async (request) => {
      const user = requestUser(request);
      const list = await activeDeliveriesOf(deps().db, user.id);
      const data = await loadDeliveryViewData(deps().db, list);
      const now = new Date();
      return { data: list.map((d) => toDeliveryView(d, user, data, deps().config, now)) };
    },
  );

  app.get(
    "/driver/delivery-requests",
    {
      onRequest: driver,
      schema: {
        tags,
        summary:
          "The searching deliveries sent to this driver (the `delivery:request` cards, after a reload)",
        response: { 200: z.object({ data: z.array(deliveryRequestSchema) }) },
      },
    },
    async (request) => {
      const rows = await requestsSentTo(deps().db, requestUser(request).id);
      return {
        data: rows.map((r) =>
          toDeliveryRequest(
            r.delivery,
            r.sender.firstName?.trim() || splitFullName(r.sender.fullName).firstName,
            r.distanceToPickupM,
            deps(),
          ),
        ),
      };
    },
  );

  app.post(
    "/deliveries/:id/arrive",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "The driver is at the pickup (from accepted) or at the drop-off (from in transit)",
        params: idParams,
        response: { 200: answer },
      },
    },
    async (request) => ({
      message: "Arrival noted",
      data: await arrive(deps(), requestUser(request), request.params.id),
    }),
  );

  const handoverRoute = (path: string, purpose: HandoverPurpose, summary: string) =>
    app.post(
      path,
      {
        onRequest: driver,
        ...idempotent,
        schema: {
          tags,
          summary,
          consumes: ["multipart/form-data"],
          params: idParams,
          response: { 200: answer },
        },
      },
      async (request) => {
        const { fields, photo } = await readHandover(request);
        return handOver(deps(), requestUser(request), request.params.id, purpose, fields, photo);
      },
    );
  handoverRoute(
    "/deliveries/:id/pickup",
    "pickup",
    "The driver takes the parcel: its photo (file `photo`) and the sender's code; once paid",
  );
  handoverRoute(
    "/deliveries/:id/dropoff",
    "dropoff",
    "The driver hands the parcel over: its photo and the recipient's code (`queued=1` from the offline queue: a wrong code opens a dispute)",
  );
  handoverRoute(
    "/deliveries/:id/returned",
    "return",
    "The driver brings the parcel back: its photo and the sender's return code",
  );

  app.post(
    "/deliveries/:id/return",
    {
      onRequest: driver,
      schema: {
        tags,
        summary: "After the free wait at the drop-off, the driver takes the parcel back to the sender",
        params: idParams,
        response: { 200: answer },
      },
    },
    async (request) => ({
      message: "Taking the package back to the sender",
      data: await startReturn(deps(), requestUser(request), request.params.id),
    }),
  );

  app.post(
    "/deliveries/:id/redirect",
    {
      onRequest: sender,
      schema: {
        tags,
        summary: "The sender sends the parcel to another drop-off nearby, once, while it is on its way",
        params: idParams,
        body: redirectDeliverySchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      message: "The driver is taking it to the new drop-off",
      data: await redirectDelivery(deps(), requestUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/deliveries/:id/rating",
    {
      schema: {
        tags,
        summary: "The sender rates the driver, or the driver the sender, once the delivery has ended",
        params: idParams,
        body: rateDeliverySchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      message: "Thanks for rating",
      data: await rateDelivery(deps(), requestUser(request), request.params.id, request.body),
    }),
  );
};
