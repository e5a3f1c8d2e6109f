import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { MessageAnswer } from "./types.ts";

/** PUT /api/auth/verify-otp {otp}: the five digits joined. */
export function verifyOtp(otp: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/auth/verify-otp", { method: "PUT", body: { otp }, allowUnauthorized: true });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
