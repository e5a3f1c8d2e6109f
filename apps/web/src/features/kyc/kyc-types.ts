/** The shapes GET /api/driver/kyc and the step saves answer with. */
export type { KycStatus } from "../../lib/kyc-status.ts";

import type { KycStatus } from "../../lib/kyc-status.ts";

/** A stored upload the owner may view at `url`. */
export interface SavedPhoto {
  id: string;
  url: string;
}

export interface DriverKyc {
  status: KycStatus;
  /** The last wizard step saved, 0 (none) to 4. */
  step: number;
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  identity: {
    meansOfIdentification: string | null;
    documentID: string | null;
    documentPhotos: SavedPhoto[];
  };
  vehicle: {
    vehicleType: string | null;
    plateNumber: string | null;
    vehicleColor: string | null;
    numberOfSeats: number | null;
    serviceArea: string | null;
    vehiclePhotos: SavedPhoto[];
  };
  bank: {
    bankName: string | null;
    bankAccountHolderName: string | null;
    bankAccountNumberMasked: string | null;
  };
  profileImage: SavedPhoto | null;
  earlier: {
    meansOfIdentification: string | null;
    documentID: string | null;
    dob: string | null;
    address: string | null;
    addressProof: SavedPhoto | null;
    operatingPlace: string | null;
  };
}

export interface KycResponse {
  message?: string;
  data: DriverKyc;
}
