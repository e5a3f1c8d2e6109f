/** Shapes the /api/admin calls answer with. */
export type { KycStatus } from "../../lib/kyc-status.ts";

import type { KycStatus } from "../../lib/kyc-status.ts";

export interface Photo {
  id: string;
  url: string;
}

export interface QueueItem {
  driverId: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  city: string | null;
  status: KycStatus;
  submittedAt: string | null;
  vehicleType: string | null;
  plateNumber: string | null;
}

export interface KycDetail {
  status: KycStatus;
  step: number;
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
  driver: {
    id: string;
    fullName: string;
    email: string;
    phoneNumber: string | null;
    city: string | null;
    createdAt: string;
  };
  identity: { meansOfIdentification: string | null; documentID: string | null; documentPhotos: Photo[] };
  vehicle: {
    vehicleType: string | null;
    plateNumber: string | null;
    vehicleColor: string | null;
    numberOfSeats: number | null;
    serviceArea: string | null;
    vehiclePhotos: Photo[];
  };
  bank: {
    bankName: string | null;
    bankAccountHolderName: string | null;
    bankAccountNumber: string | null;
    bankAccountNumberMasked: string | null;
  };
  profileImage: Photo | null;
  earlier: {
    meansOfIdentification: string | null;
    documentID: string | null;
    dob: string | null;
    address: string | null;
    addressProof: Photo | null;
    operatingPlace: string | null;
  };
}

export interface UserItem {
  id: string;
  role: "passenger" | "driver" | "admin";
  fullName: string;
  email: string;
  phoneNumber: string | null;
  city: string | null;
  activated: boolean;
  kycStatus: KycStatus | null;
  createdAt: string;
}

export interface AuditItem {
  id: string;
  actor: { id: string; fullName: string } | null;
  action: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}
