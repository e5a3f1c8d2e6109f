import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

/** POST /api/auth/resend-activation: a new activation link to the address. */
export function resendActivation(email: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/auth/resend-activation", { method: "POST", body: { email } });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
