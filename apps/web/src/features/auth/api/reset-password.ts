import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

/** PUT /api/auth/reset-password {newPassword, confirmNewPassword}. */
export function resetPassword(input: { newPassword: string; confirmNewPassword: string }) {
  return api<MessageAnswer>("/auth/reset-password", { method: "PUT", body: input, allowUnauthorized: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
