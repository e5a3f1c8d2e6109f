import { api } from "../../../lib/api-client.ts";
import type { KycResponse } from "../kyc-types.ts";
import { useSaveKyc } from "./use-save-kyc.ts";

export interface EarlierAddressValues {
  address: string;
  /** The bill; leave out to keep the one already saved. */
  addressProof?: File | undefined;
}

/** PUT /api/driver/kyc/earlier/address (multipart): address text and a utility bill image. */
export function saveEarlierAddress({ address, addressProof }: EarlierAddressValues) {
  const form = new FormData();
  form.append("address", address);
  if (addressProof) form.append("addressProof", addressProof, addressProof.name);
  return api<KycResponse>("/driver/kyc/earlier/address", { method: "PUT", body: form });
}

export const useSaveEarlierAddress = () => useSaveKyc(saveEarlierAddress);
