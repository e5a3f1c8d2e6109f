import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** PUT /api/users/me/password. */
export function changePassword(input: ChangePasswordInput): Promise<MessageAnswer> {
  return api<MessageAnswer>("/users/me/password", { method: "PUT", body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
