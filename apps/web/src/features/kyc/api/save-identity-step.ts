import { api } from "../../../lib/api-client.ts";
import type { KycResponse } from "../kyc-types.ts";
import { appendSelection, type PhotoSelection } from "../lib/photo-selection.ts";
import { useSaveKyc } from "./use-save-kyc.ts";

export interface IdentityStepValues {
  meansOfIdentification: string;
  documentID: string;
  /** YYYY-MM-DD; empty when the document has no expiry (a date saved before is taken away). */
  documentExpiresOn: string;
  photos: PhotoSelection;
}

/** PUT /api/driver/kyc/identity (multipart): wizard step 1; new files are added, removed ids deleted. */
export function saveIdentityStep(values: IdentityStepValues): Promise<KycResponse> {
  const form = new FormData();
  form.append("meansOfIdentification", values.meansOfIdentification);
  form.append("documentID", values.documentID);
  form.append("documentExpiresOn", values.documentExpiresOn);
  appendSelection(form, "documentPhotos", values.photos);
  return api<KycResponse>("/driver/kyc/identity", { method: "PUT", body: form });
}

export const useSaveIdentityStep = () => useSaveKyc(saveIdentityStep);
