import { api } from "../../../lib/api-client.ts";
import type { KycResponse } from "../kyc-types.ts";
import { useSaveKyc } from "./use-save-kyc.ts";

export interface BankStepValues {
  bankName: string;
  bankAccountHolderName: string;
  /** Left out to keep the saved one. */
  bankAccountNumber?: string | undefined;
}

/** PUT /api/driver/kyc/bank (multipart like the other steps): wizard step 3. */
export function saveBankStep(values: BankStepValues): Promise<KycResponse> {
  const form = new FormData();
  form.append("bankName", values.bankName);
  form.append("bankAccountHolderName", values.bankAccountHolderName);
  if (values.bankAccountNumber) form.append("bankAccountNumber", values.bankAccountNumber);
  return api<KycResponse>("/driver/kyc/bank", { method: "PUT", body: form });
}

export const useSaveBankStep = () => useSaveKyc(saveBankStep);
