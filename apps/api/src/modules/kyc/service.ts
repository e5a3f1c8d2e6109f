import type { KycView } from "@campusgo/domain";
import {
  earlierAddressSchema,
  earlierIdentitySchema,
  earlierPlaceSchema,
  kycBankSchema,
  kycIdentitySchema,
  kycProfileSchema,
  kycVehicleSchema,
  LIMITS,
  MESSAGES,
} from "@campusgo/domain";
import type { Db } from "../../db/client.ts";
import type { DriverProfile, KycFile, KycFileKind, User } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { deleteUpload, type StoredImage, storeImageFile } from "../../lib/uploads.ts";
import { expiriesOf, saveExpiry } from "./expiry.ts";
import { fieldValue, fieldValues, filesOf, type KycForm } from "./form.ts";
import { KYC_MESSAGES } from "./messages.ts";
import { adoptProfilePhoto } from "./profile-photo.ts";
import {
  deleteAllFiles,
  deleteFiles,
  ensureProfile,
  findFile,
  findProfile,
  insertFiles,
  listFiles,
  lockProfile,
  type ProfilePatch,
  updateProfile,
} from "./repo.ts";
import { toKycView } from "./view.ts";

export interface KycContext {
  db: Db;
  dataDir: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The stored profile, the files and the driver's view of them. */
export async function loadKyc(db: Db, userId: string) {
  const profile = await findProfile(db, userId);
  const files = await listFiles(db, userId);
  return { profile, files, view: toKycView(profile, files, await expiriesOf(db, userId)) };
}

export async function getKyc(db: Db, userId: string): Promise<KycView> {
  return (await loadKyc(db, userId)).view;
}

/** Verification data is frozen while an admin reviews it and once it is approved. */
function assertEditable(profile: DriverProfile): void {
  if (profile.kycStatus === "approved") throw new AppError("conflict", KYC_MESSAGES.alreadyVerified);
  if (profile.kycStatus === "pending") throw new AppError("conflict", KYC_MESSAGES.underReview);
}

/**
 * Refuses, before an upload is read, a driver whose verification is frozen (the same rule the save re-checks on
 * the locked row).
 */
export async function assertKycEditable(db: Db, userId: string): Promise<void> {
  const profile = await findProfile(db, userId);
  if (profile) assertEditable(profile);
}

/**
 * Refuses drivers who are not approved: going online, offers and anything else only verified drivers may do
 * call this first.
 */
export async function assertApprovedDriver(db: Db, userId: string): Promise<void> {
  const profile = await findProfile(db, userId);
  if (profile?.kycStatus === "approved") return;
  if (profile?.kycStatus === "rejected") {
    throw new AppError("forbidden", KYC_MESSAGES.notApproved(profile.rejectionReason));
  }
  throw new AppError("forbidden", KYC_MESSAGES.awaitingVerification);
}

/** A change to one set of images. */
interface FileChange {
  kind: KycFileKind;
  /** Temporary files of the request (streamed uploads), checked and re-encoded when stored. */
  add: string[];
  /** "add": new files join the set and `removeIds` leave it; "replace": new files, if any, replace the set. */
  mode: "add" | "replace";
  removeIds?: string[];
  max: number;
  /** The fewest images the set may be left with, and the message when it would have fewer. */
  min?: { count: number; message: string };
}

/** How many images the set holds once the change is applied. */
function countAfter(current: KycFile[], change: FileChange): number {
  const mine = current.filter((f) => f.kind === change.kind);
  if (change.mode === "replace") return change.add.length > 0 ? change.add.length : mine.length;
  const removing = mine.filter((f) => change.removeIds?.includes(f.id)).length;
  return mine.length - removing + change.add.length;
}

function idsToRemove(current: KycFile[], change: FileChange, adding: number): string[] {
  const mine = current.filter((f) => f.kind === change.kind);
  if (change.mode === "replace") return adding > 0 ? mine.map((f) => f.id) : [];
  return mine.filter((f) => change.removeIds?.includes(f.id)).map((f) => f.id);
}

function checkCount(count: number, change: FileChange): void {
  if (count > change.max) {
    throw new AppError("bad_request", change.max === 1 ? KYC_MESSAGES.oneImage : KYC_MESSAGES.tooManyImages);
  }
  if (change.min && count < change.min.count) throw new AppError("bad_request", change.min.message);
}

/**
 * Applies validated changes: stores the new images (magic bytes, size, pixels, re-encoding), then in one
 * transaction on the locked profile row re-checks the state and the image counts, swaps the file rows and
 * updates the profile. New images are deleted again if anything fails; replaced ones only after the commit.
 */
async function commit(
  ctx: KycContext,
  userId: string,
  options: {
    changes: FileChange[];
    guard?: (profile: DriverProfile) => void;
    patch: (profile: DriverProfile) => ProfilePatch;
  },
): Promise<void> {
  const newKeys: string[] = [];
  let removedKeys: string[];
  try {
    const stored: { change: FileChange; images: StoredImage[] }[] = [];
    for (const change of options.changes) {
      const images: StoredImage[] = [];
      for (const path of change.add) {
        const image = await storeImageFile(ctx.dataDir, path);
        newKeys.push(image.key);
        images.push(image);
      }
      stored.push({ change, images });
    }
    removedKeys = await ctx.db.transaction(async (tx) => {
      const profile = await lockProfile(tx, userId);
      options.guard?.(profile);
      const current = await listFiles(tx, userId);
      const removed: string[] = [];
      for (const { change, images } of stored) {
        checkCount(countAfter(current, change), change);
        removed.push(...(await deleteFiles(tx, userId, idsToRemove(current, change, images.length))));
        await insertFiles(tx, userId, change.kind, images);
      }
      await updateProfile(tx, userId, options.patch(profile));
      return removed;
    });
  } catch (error) {
    await Promise.all(newKeys.map((key) => deleteUpload(ctx.dataDir, key)));
    throw error;
  }
  await Promise.all(removedKeys.map((key) => deleteUpload(ctx.dataDir, key)));
}

/** The profile and files of a driver about to change their data; refused while frozen. */
async function loadForEdit(db: Db, userId: string, editable = assertEditable) {
  const profile = await ensureProfile(db, userId);
  editable(profile);
  return { profile, files: await listFiles(db, userId) };
}

/** A field as sent (even empty), else the saved value; empty means "not given". */
function merged(form: KycForm, name: string, saved: string | number | null): string | number | undefined {
  const sent = fieldValue(form, name);
  const value = sent !== undefined ? sent.trim() : saved;
  return value === "" || value === null ? undefined : value;
}

/** An expiry date as sent: undefined when not sent (the saved one stays), null when sent empty (taken away). */
function sentExpiry(form: KycForm, name: string): string | null | undefined {
  const sent = fieldValue(form, name);
  if (sent === undefined) return undefined;
  return sent.trim() === "" ? null : sent.trim();
}

const removeIdsOf = (form: KycForm) => fieldValues(form, "removePhotoIds").filter(isUuid);

const photoChange = (
  kind: "document" | "vehicle",
  add: string[],
  mode: FileChange["mode"],
  removeIds?: string[],
): FileChange => ({
  kind,
  add,
  mode,
  removeIds,
  max: LIMITS.kycMaxImages,
  min: {
    count: 1,
    message: kind === "document" ? MESSAGES.uploadDocumentImage : MESSAGES.uploadVehicleImage,
  },
});

const profileChange = (add: string[], required: boolean): FileChange => ({
  kind: "profile",
  add,
  mode: "replace",
  max: 1,
  min: required ? { count: 1, message: MESSAGES.uploadProfileImage } : undefined,
});

function parseIdentity(form: KycForm, profile: DriverProfile, photos: number) {
  return kycIdentitySchema.parse({
    meansOfIdentification: merged(form, "meansOfIdentification", profile.meansOfIdentification),
    documentID: merged(form, "documentID", profile.documentId),
    documentPhotos: photos,
    documentExpiresOn: sentExpiry(form, "documentExpiresOn") ?? undefined,
  });
}

function parseVehicle(form: KycForm, profile: DriverProfile, photos: number) {
  return kycVehicleSchema.parse({
    vehicleType: merged(form, "vehicleType", profile.vehicleType),
    plateNumber: merged(form, "plateNumber", profile.plateNumber),
    vehicleColor: merged(form, "vehicleColor", profile.vehicleColor),
    numberOfSeats: merged(form, "numberOfSeats", profile.numberOfSeats),
    serviceArea: merged(form, "serviceArea", profile.serviceArea),
    vehiclePhotos: photos,
    vehiclePapersExpireOn: sentExpiry(form, "vehiclePapersExpireOn") ?? undefined,
  });
}

function parseBank(form: KycForm, profile: DriverProfile) {
  return kycBankSchema.parse({
    bankName: merged(form, "bankName", profile.bankName),
    bankAccountHolderName: merged(form, "bankAccountHolderName", profile.bankAccountHolderName),
    bankAccountNumber: merged(form, "bankAccountNumber", profile.bankAccountNumber),
  });
}

const identityPatch = (d: ReturnType<typeof parseIdentity>): ProfilePatch => ({
  meansOfIdentification: d.meansOfIdentification,
  documentId: d.documentID,
});

const vehiclePatch = (d: ReturnType<typeof parseVehicle>): ProfilePatch => ({
  vehicleType: d.vehicleType,
  plateNumber: d.plateNumber,
  vehicleColor: d.vehicleColor || null,
  numberOfSeats: d.numberOfSeats ?? null,
  serviceArea: d.serviceArea ?? null,
});

const bankPatch = (d: ReturnType<typeof parseBank>): ProfilePatch => ({
  bankName: d.bankName,
  bankAccountHolderName: d.bankAccountHolderName,
  bankAccountNumber: d.bankAccountNumber,
});

const advanceTo = (step: number) => (p: DriverProfile) => Math.max(p.kycStep, step);

/** Wizard step 1: means of identification, document ID, document photos (added; removePhotoIds removes). */
export async function saveIdentityStep(ctx: KycContext, userId: string, form: KycForm): Promise<KycView> {
  const { profile, files } = await loadForEdit(ctx.db, userId);
  const change = photoChange("document", filesOf(form, "documentPhotos"), "add", removeIdsOf(form));
  const data = parseIdentity(form, profile, countAfter(files, change));
  await commit(ctx, userId, {
    changes: [change],
    guard: assertEditable,
    patch: (p) => ({ ...identityPatch(data), kycStep: advanceTo(1)(p) }),
  });
  await saveExpiry(ctx.db, userId, "identity_document", sentExpiry(form, "documentExpiresOn"));
  return getKyc(ctx.db, userId);
}

/** Wizard step 2: vehicle details and photos. */
export async function saveVehicleStep(ctx: KycContext, userId: string, form: KycForm): Promise<KycView> {
  const { profile, files } = await loadForEdit(ctx.db, userId);
  const change = photoChange("vehicle", filesOf(form, "vehiclePhotos"), "add", removeIdsOf(form));
  const data = parseVehicle(form, profile, countAfter(files, change));
  await commit(ctx, userId, {
    changes: [change],
    guard: assertEditable,
    patch: (p) => ({ ...vehiclePatch(data), kycStep: advanceTo(2)(p) }),
  });
  await saveExpiry(ctx.db, userId, "vehicle_papers", sentExpiry(form, "vehiclePapersExpireOn"));
  return getKyc(ctx.db, userId);
}

/** Wizard step 3: bank details. */
export async function saveBankStep(ctx: KycContext, userId: string, form: KycForm): Promise<KycView> {
  const { profile } = await loadForEdit(ctx.db, userId);
  const data = parseBank(form, profile);
  await commit(ctx, userId, {
    changes: [],
    guard: assertEditable,
    patch: (p) => ({ ...bankPatch(data), kycStep: advanceTo(3)(p) }),
  });
  return getKyc(ctx.db, userId);
}

/** Wizard step 4: the profile image (one; a new one replaces the old). */
export async function saveProfileStep(ctx: KycContext, userId: string, form: KycForm): Promise<KycView> {
  const { files } = await loadForEdit(ctx.db, userId);
  const change = profileChange(filesOf(form, "profileImage"), true);
  kycProfileSchema.parse({ profileImage: countAfter(files, change) });
  await commit(ctx, userId, {
    changes: [change],
    guard: assertEditable,
    patch: (p) => ({ kycStep: advanceTo(4)(p) }),
  });
  await adoptProfilePhoto(ctx, userId);
  return getKyc(ctx.db, userId);
}

/**
 * PUT /driver/driverkyc: the whole verification at once (SPEC 7). Fields sent override saved ones; a photo
 * field sent replaces that set, one not sent keeps the saved images. The complete data must be valid (the
 * first failing message answers). Sends it for review: pending, with the rejection reason cleared.
 */
export async function submitKyc(
  ctx: KycContext,
  userId: string,
  form: KycForm,
  options: { skipProfileImage: boolean },
): Promise<KycView> {
  const { profile, files } = await loadForEdit(ctx.db, userId);
  const documents = photoChange("document", filesOf(form, "documentPhotos"), "replace");
  const vehicles = photoChange("vehicle", filesOf(form, "vehiclePhotos"), "replace");
  const picture = profileChange(filesOf(form, "profileImage"), !options.skipProfileImage);
  const identity = parseIdentity(form, profile, countAfter(files, documents));
  const vehicle = parseVehicle(form, profile, countAfter(files, vehicles));
  const bank = parseBank(form, profile);
  if (!options.skipProfileImage) kycProfileSchema.parse({ profileImage: countAfter(files, picture) });
  await commit(ctx, userId, {
    changes: [documents, vehicles, picture],
    guard: assertEditable,
    patch: () => ({
      ...identityPatch(identity),
      ...vehiclePatch(vehicle),
      ...bankPatch(bank),
      kycStep: LIMITS.kycSteps,
      kycStatus: "pending",
      submittedAt: new Date(),
      rejectionReason: null,
      reviewedAt: null,
      reviewedBy: null,
    }),
  });
  await saveExpiry(ctx.db, userId, "identity_document", sentExpiry(form, "documentExpiresOn"));
  await saveExpiry(ctx.db, userId, "vehicle_papers", sentExpiry(form, "vehiclePapersExpireOn"));
  if (!options.skipProfileImage) await adoptProfilePhoto(ctx, userId);
  return getKyc(ctx.db, userId);
}

/** Whether someone born on `dob` (YYYY-MM-DD) is 18 or older today (UTC). */
export function isAdult(dob: string, today = new Date()): boolean {
  const [year = 0, month = 1, day = 1] = dob.split("-").map(Number);
  const eighteenth = Date.UTC(year + 18, month - 1, day);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return eighteenth <= now;
}

const earlierIdentityRules = earlierIdentitySchema.refine((v) => isAdult(v.dob), {
  path: ["dob"],
  error: KYC_MESSAGES.underAge,
});

/** Earlier screen /DriVerify: means of identification (earlier list), numeric document ID, date of birth. */
export async function saveEarlierIdentity(ctx: KycContext, userId: string, form: KycForm): Promise<KycView> {
  const { profile } = await loadForEdit(ctx.db, userId);
  const data = earlierIdentityRules.parse({
    meansOfIdentification: merged(form, "meansOfIdentification", profile.earlierMeansOfIdentification),
    documentID: merged(form, "documentID", profile.earlierDocumentId) ?? "",
    dob: merged(form, "dob", profile.dateOfBirth),
  });
  await commit(ctx, userId, {
    changes: [],
    guard: assertEditable,
    patch: () => ({
      earlierMeansOfIdentification: data.meansOfIdentification,
      earlierDocumentId: data.documentID,
      dateOfBirth: data.dob,
    }),
  });
  return getKyc(ctx.db, userId);
}

/** Earlier screen /DrivUpload: the address and a bill as proof (one PNG or JPEG, required). */
export async function saveEarlierAddress(ctx: KycContext, userId: string, form: KycForm): Promise<KycView> {
  const { profile, files } = await loadForEdit(ctx.db, userId);
  const data = earlierAddressSchema.parse({ address: merged(form, "address", profile.address) });
  const change: FileChange = {
    kind: "address_proof",
    add: filesOf(form, "addressProof"),
    mode: "replace",
    max: 1,
    min: { count: 1, message: KYC_MESSAGES.addressProof },
  };
  checkCount(countAfter(files, change), change);
  await commit(ctx, userId, {
    changes: [change],
    guard: assertEditable,
    patch: () => ({ address: data.address }),
  });
  return getKyc(ctx.db, userId);
}

/** Earlier screen /DrivPlace: where the driver wants to operate. A preference, so it may change any time. */
export async function saveEarlierPlace(ctx: KycContext, userId: string, form: KycForm): Promise<KycView> {
  const noGuard = () => {};
  const { profile } = await loadForEdit(ctx.db, userId, noGuard);
  const data = earlierPlaceSchema.parse({ place: merged(form, "place", profile.operatingPlace) });
  await commit(ctx, userId, { changes: [], patch: () => ({ operatingPlace: data.place }) });
  return getKyc(ctx.db, userId);
}

/** A KYC image, for its owner and for admins only; anyone else is told it does not exist. */
export async function kycFileFor(
  db: Db,
  viewer: Pick<User, "id" | "role">,
  fileId: string,
): Promise<KycFile> {
  const file = isUuid(fileId) ? await findFile(db, fileId) : undefined;
  if (!file || (file.userId !== viewer.id && viewer.role !== "admin")) {
    throw new AppError("not_found", KYC_MESSAGES.fileNotFound);
  }
  return file;
}

/** Deletes every KYC image of a user (rows and files). Call it before the account's row goes. */
export async function deleteKycFiles(db: Db, dataDir: string, userId: string): Promise<void> {
  const keys = await deleteAllFiles(db, userId);
  await Promise.all(keys.map((key) => deleteUpload(dataDir, key)));
}
