import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/send-otp {email}: starts recovery; the server mails a 5-digit code. */
export function sendOtp(email: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/auth/send-otp", { method: "POST", body: { email }, allowUnauthorized: true });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
