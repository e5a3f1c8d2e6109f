import type { Login } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";
import { setCurrentUser } from "../../../lib/current-user.ts";
import { meQueryKey } from "../../../lib/session.ts";

/** POST /api/auth/login {email_or_phone, password}. */
export function login(input: Login): Promise<UserAnswer> {
  return api<UserAnswer>("/auth/login", { method: "POST", body: input, allowUnauthorized: true });
}

/** Signs in and saves the user the server returned. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      setCurrentUser(data);
      queryClient.setQueryData(meQueryKey, data);
    },
  });
}
