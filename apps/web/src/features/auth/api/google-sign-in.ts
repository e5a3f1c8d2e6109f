import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";
import { setCurrentUser } from "../../../lib/current-user.ts";
import { meQueryKey } from "../../../lib/session.ts";

export type SignupRole = "passenger" | "driver";

/** POST /api/auth/google {access_token, role}. */
export function googleSignIn(input: { access_token: string; role: SignupRole }): Promise<UserAnswer> {
  return api<UserAnswer>("/auth/google", { method: "POST", body: input, allowUnauthorized: true });
}

export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: googleSignIn,
    onSuccess: ({ data }) => {
      setCurrentUser(data);
      queryClient.setQueryData(meQueryKey, data);
    },
  });
}
