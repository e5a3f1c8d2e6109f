import { api } from "../../../lib/api-client.ts";
import type { KycResponse } from "../kyc-types.ts";
import { useSaveKyc } from "./use-save-kyc.ts";

export interface EarlierIdentityValues {
  meansOfIdentification: string;
  documentID: string;
  /** yyyy-mm-dd */
  dob: string;
}

/** PUT /api/driver/kyc/earlier/identity: the earlier Identity Verification screen. */
export const saveEarlierIdentity = (values: EarlierIdentityValues) =>
  api<KycResponse>("/driver/kyc/earlier/identity", { method: "PUT", body: values });

export const useSaveEarlierIdentity = () => useSaveKyc(saveEarlierIdentity);
