import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/auth/verify-otp {otp}: the five digits joined. */
export function verifyOtp(otp: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/auth/verify-otp", { method: "PUT", body: { otp }, allowUnauthorized: true });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
