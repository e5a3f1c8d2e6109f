import { api } from "../../../lib/api-client.ts";
import type { DriverKyc, KycResponse } from "../kyc-types.ts";
import { useSaveKyc } from "./use-save-kyc.ts";

/** The spec's client sends a fixed transaction PIN with the verification; the server ignores it. */
export const TRANSACTION_PIN = "1234";

export interface SubmitKycValues {
  whois: string;
  /** Everything saved by the earlier steps. */
  saved: DriverKyc;
  /** The full account number when it was typed on this device (the server only returns it masked). */
  bankAccountNumber?: string | undefined;
  /** A new profile image; leave out to keep the saved one. */
  profileImage?: File | undefined;
  /** "Skip" on the final step: submit without a profile image. */
  skip?: boolean;
}

/** PUT /api/driver/driverkyc?whois=... (multipart, the fields of SPEC 7): sends the verification for review. */
export function submitDriverKyc({ whois, saved, bankAccountNumber, profileImage, skip }: SubmitKycValues) {
  const form = new FormData();
  const put = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") form.append(name, String(value));
  };
  put("documentType", saved.identity.meansOfIdentification);
  put("documentID", saved.identity.documentID);
  put("meansOfIdentification", saved.identity.meansOfIdentification);
  put("vehicleType", saved.vehicle.vehicleType);
  put("plateNumber", saved.vehicle.plateNumber);
  put("vehicleColor", saved.vehicle.vehicleColor);
  put("serviceArea", saved.vehicle.serviceArea);
  put("numberOfSeats", saved.vehicle.numberOfSeats);
  put("bankAccountHolderName", saved.bank.bankAccountHolderName);
  put("bankName", saved.bank.bankName);
  put("bankAccountNumber", bankAccountNumber);
  put("transactionPin", TRANSACTION_PIN);
  if (profileImage && !skip) form.append("profileImage", profileImage, profileImage.name);
  return api<KycResponse>("/driver/driverkyc", {
    method: "PUT",
    body: form,
    query: { whois, ...(skip ? { skip: "1" } : {}) },
  });
}

export const useSubmitDriverKyc = () => useSaveKyc(submitDriverKyc);
