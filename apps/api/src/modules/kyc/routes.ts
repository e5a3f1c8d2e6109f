import { type KycView, kycViewSchema } from "@campusgo/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import { idParam } from "../../lib/id-param.ts";
import { uploadSlots } from "../../lib/upload-slots.ts";
import { sendUpload } from "../../lib/uploads.ts";
import { requestUser } from "../../plugins/session.ts";
import { eraseKycDataOnAccountDeletion } from "./account-deletion.ts";
import { type KycNoticeDeps, remindExpiringDocuments, tellAdminsOfKyc } from "./expiry.ts";
import { type FileFieldRule, type KycForm, withKycForm } from "./form.ts";
import { KYC_MESSAGES } from "./messages.ts";
import {
  assertKycEditable,
  getKyc,
  type KycContext,
  kycFileFor,
  saveBankStep,
  saveEarlierAddress,
  saveEarlierIdentity,
  saveEarlierPlace,
  saveIdentityStep,
  saveProfileStep,
  saveVehicleStep,
  submitKyc,
} from "./service.ts";

const photos: FileFieldRule = { max: 4, overflow: "error", message: KYC_MESSAGES.tooManyImages };
const oneImage: FileFieldRule = { max: 1, overflow: "error", message: KYC_MESSAGES.oneImage };

/** How often drivers' document expiry dates are looked at for reminders. */
const EXPIRY_SWEEP_MS = 3_600_000;

/** KYC uploads one driver may stream at once (per instance). */
const UPLOADS_PER_USER = 2;

const answer = z.object({ message: z.string(), data: kycViewSchema });
const tags = ["driver kyc"];

type Save = (ctx: KycContext, userId: string, form: KycForm) => Promise<KycView>;

/** Driver verification: the four-step wizard, the one-call submission, the earlier screens and the images. */
export const kycRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  eraseKycDataOnAccountDeletion();
  const ctx = (): KycContext => ({ db: app.db, dataDir });
  const driverOnly = app.requireRole("driver");
  // Before any byte of the body is read: a frozen verification is refused, and uploads queue per driver.
  const editableOnly = async (request: FastifyRequest) => assertKycEditable(app.db, requestUser(request).id);
  const withSlot = uploadSlots(UPLOADS_PER_USER);
  const notices: KycNoticeDeps = { db: app.db, notifier: app.notifier, mailer: app.mailer, log: app.log };
  // Drivers are reminded of documents running out: a sweep every hour on every instance (each reminder sent once).
  const sweep = setInterval(() => {
    remindExpiringDocuments(notices).catch((error: unknown) =>
      app.log.warn({ err: error }, "document expiry reminders failed"),
    );
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  app.get(
    "/driver/kyc",
    {
      onRequest: driverOnly,
      schema: {
        tags,
        summary: "The driver's verification status and saved data",
        response: { 200: z.object({ data: kycViewSchema }) },
      },
    },
    async (request) => ({ data: await getKyc(app.db, requestUser(request).id) }),
  );

  const saves: [path: string, summary: string, rules: Record<string, FileFieldRule>, save: Save][] = [
    [
      "/driver/kyc/identity",
      "Wizard step 1: identity and document photos",
      { documentPhotos: photos },
      saveIdentityStep,
    ],
    [
      "/driver/kyc/vehicle",
      "Wizard step 2: vehicle and vehicle photos",
      { vehiclePhotos: photos },
      saveVehicleStep,
    ],
    ["/driver/kyc/bank", "Wizard step 3: bank details", {}, saveBankStep],
    ["/driver/kyc/profile", "Wizard step 4: profile image", { profileImage: oneImage }, saveProfileStep],
    ["/driver/kyc/earlier/identity", "Earlier screen: identity with date of birth", {}, saveEarlierIdentity],
    [
      "/driver/kyc/earlier/address",
      "Earlier screen: address and bill",
      { addressProof: oneImage },
      saveEarlierAddress,
    ],
    ["/driver/kyc/earlier/place", "Earlier screen: place to operate", {}, saveEarlierPlace],
  ];
  for (const [path, summary, rules, save] of saves) {
    app.put(
      path,
      {
        onRequest: driverOnly,
        // The place to operate is a preference, editable at any time.
        ...(save === saveEarlierPlace ? {} : { preHandler: editableOnly }),
        schema: {
          tags,
          summary,
          description: "multipart/form-data (text fields and images) or, without images, a JSON object",
          response: { 200: answer },
        },
      },
      async (request) => {
        const user = requestUser(request);
        const data = await withSlot(user.id, () =>
          withKycForm(request, dataDir, rules, (form) => save(ctx(), user.id, form)),
        );
        return { message: KYC_MESSAGES.saved, data };
      },
    );
  }

  app.put(
    "/driver/driverkyc",
    {
      onRequest: driverOnly,
      preHandler: editableOnly,
      schema: {
        tags,
        summary: "Submit the whole verification for review (SPEC 7)",
        description:
          "multipart/form-data with the wizard's fields; transactionPin and documentType are ignored",
        querystring: z.object({
          whois: z.string().max(64).optional(),
          skip: z.enum(["0", "1", "true", "false"]).optional(),
        }),
        response: { 200: answer },
      },
    },
    async (request) => {
      const user = requestUser(request);
      if (request.query.whois !== user.id) throw new AppError("forbidden", KYC_MESSAGES.notYours);
      const rules: Record<string, FileFieldRule> = {
        documentPhotos: photos,
        vehiclePhotos: photos,
        profileImage: { max: 1, overflow: "ignore" },
      };
      const skip = request.query.skip === "1" || request.query.skip === "true";
      const data = await withSlot(user.id, () =>
        withKycForm(request, dataDir, rules, (form) =>
          submitKyc(ctx(), user.id, form, { skipProfileImage: skip }),
        ),
      );
      await tellAdminsOfKyc(notices, user.id);
      return { message: KYC_MESSAGES.submitted, data };
    },
  );

  app.get(
    "/driver/kyc/files/:fileId",
    {
      schema: {
        tags,
        summary: "A KYC image, for its owner and admins only",
        params: z.object({ fileId: idParam(KYC_MESSAGES.fileNotFound) }),
      },
    },
    async (request, reply) => {
      const file = await kycFileFor(app.db, requestUser(request), request.params.fileId);
      return sendUpload(reply, dataDir, file.key);
    },
  );
};
