import { api } from "../../../lib/api-client.ts";
import type { KycResponse } from "../kyc-types.ts";
import { appendSelection, type PhotoSelection } from "../lib/photo-selection.ts";
import { useSaveKyc } from "./use-save-kyc.ts";

export interface VehicleStepValues {
  vehicleType: string;
  plateNumber: string;
  vehicleColor?: string | undefined;
  numberOfSeats?: number | undefined;
  serviceArea?: string | undefined;
  /** YYYY-MM-DD; empty when not given (a date saved before is taken away). */
  vehiclePapersExpireOn: string;
  photos: PhotoSelection;
}

/** PUT /api/driver/kyc/vehicle (multipart): wizard step 2. */
export function saveVehicleStep(values: VehicleStepValues): Promise<KycResponse> {
  const form = new FormData();
  form.append("vehicleType", values.vehicleType);
  form.append("plateNumber", values.plateNumber);
  if (values.vehicleColor) form.append("vehicleColor", values.vehicleColor);
  if (values.numberOfSeats !== undefined) form.append("numberOfSeats", String(values.numberOfSeats));
  if (values.serviceArea) form.append("serviceArea", values.serviceArea);
  form.append("vehiclePapersExpireOn", values.vehiclePapersExpireOn);
  appendSelection(form, "vehiclePhotos", values.photos);
  return api<KycResponse>("/driver/kyc/vehicle", { method: "PUT", body: form });
}

export const useSaveVehicleStep = () => useSaveKyc(saveVehicleStep);
