import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { MessageAnswer } from "./types.ts";

/** POST /api/auth/resend-activation: a new activation link to the address. */
export function resendActivation(email: string): Promise<MessageAnswer> {
  return api<MessageAnswer>("/auth/resend-activation", { method: "POST", body: { email } });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
