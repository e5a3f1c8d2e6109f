import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { setCurrentUser } from "../../../lib/current-user.ts";
import { meQueryKey } from "./get-me.ts";
import type { UserAnswer } from "./types.ts";

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
