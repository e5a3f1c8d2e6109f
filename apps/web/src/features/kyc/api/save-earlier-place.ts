import { api } from "../../../lib/api-client.ts";
import type { KycResponse } from "../kyc-types.ts";
import { useSaveKyc } from "./use-save-kyc.ts";

/** PUT /api/driver/kyc/earlier/place: the campus area the driver operates in. */
export const saveEarlierPlace = (values: { place: string }) =>
  api<KycResponse>("/driver/kyc/earlier/place", { method: "PUT", body: values });

export const useSaveEarlierPlace = () => useSaveKyc(saveEarlierPlace);
