import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { KycResponse } from "../kyc-types.ts";
import { driverKycQueryKey } from "./get-driver-kyc.ts";

/** A mutation whose answer ({ data }) becomes the cached KYC, so every screen sees what was saved. */
export function useSaveKyc<V>(save: (values: V) => Promise<KycResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) => queryClient.setQueryData(driverKycQueryKey, answer),
  });
}
