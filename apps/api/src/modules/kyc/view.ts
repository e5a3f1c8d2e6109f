import type { KycExpiringDocument, KycView } from "@campusgo/domain";
import type { DriverProfile, KycFile, KycFileKind } from "../../db/schema/index.ts";

/** Where the owner (or an admin) fetches a KYC image. */
export const kycFileUrl = (id: string) => `/api/driver/kyc/files/${id}`;

/** Only the last four digits show: "******6789". */
export function maskAccountNumber(value: string | null): string | null {
  if (!value) return null;
  return "*".repeat(Math.max(0, value.length - 4)) + value.slice(-4);
}

const photos = (files: KycFile[], kind: KycFileKind) =>
  files.filter((f) => f.kind === kind).map((f) => ({ id: f.id, url: kycFileUrl(f.id) }));

/** The driver's verification as the driver sees it (the account number masked). */
export function toKycView(
  profile: DriverProfile | undefined,
  files: KycFile[],
  expiries: Partial<Record<KycExpiringDocument, string>> = {},
): KycView {
  const p = profile;
  return {
    status: p?.kycStatus ?? "not_submitted",
    step: p?.kycStep ?? 0,
    rejectionReason: p?.rejectionReason ?? null,
    submittedAt: p?.submittedAt?.toISOString() ?? null,
    reviewedAt: p?.reviewedAt?.toISOString() ?? null,
    identity: {
      meansOfIdentification: p?.meansOfIdentification ?? null,
      documentID: p?.documentId ?? null,
      documentPhotos: photos(files, "document"),
      documentExpiresOn: expiries.identity_document ?? null,
    },
    vehicle: {
      vehicleType: p?.vehicleType ?? null,
      plateNumber: p?.plateNumber ?? null,
      vehicleColor: p?.vehicleColor ?? null,
      numberOfSeats: p?.numberOfSeats ?? null,
      serviceArea: p?.serviceArea ?? null,
      vehiclePhotos: photos(files, "vehicle"),
      vehiclePapersExpireOn: expiries.vehicle_papers ?? null,
    },
    bank: {
      bankName: p?.bankName ?? null,
      bankAccountHolderName: p?.bankAccountHolderName ?? null,
      bankAccountNumberMasked: maskAccountNumber(p?.bankAccountNumber ?? null),
    },
    profileImage: photos(files, "profile")[0] ?? null,
    earlier: {
      meansOfIdentification: p?.earlierMeansOfIdentification ?? null,
      documentID: p?.earlierDocumentId ?? null,
      dob: p?.dateOfBirth ?? null,
      address: p?.address ?? null,
      addressProof: photos(files, "address_proof")[0] ?? null,
      operatingPlace: p?.operatingPlace ?? null,
    },
  };
}
