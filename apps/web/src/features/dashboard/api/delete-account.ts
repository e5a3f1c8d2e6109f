import { useMutation } from "@tanstack/react-query";
import type { MessageAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

/** The password, or the typed word DELETE for an account that has no password (Google sign-in). */
export type DeleteAccountInput = { password: string } | { confirm: "DELETE" };

/** DELETE /api/users/me: removes the account and ends every session. */
export function deleteAccount(input: DeleteAccountInput): Promise<MessageAnswer> {
  return api<MessageAnswer>("/users/me", { method: "DELETE", body: input });
}

/** The caller leaves the signed-in screens first, then forgets the user (see DeleteAccountDialog). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
