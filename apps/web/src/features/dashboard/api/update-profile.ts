import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";
import { setCurrentUser } from "../../../lib/current-user.ts";
import { meQueryKey } from "../../../lib/session.ts";

export interface ProfileInput {
  fullName: string;
  phoneNumber: string;
  email: string;
}

/** PATCH /api/users/me: a new e-mail is only used once its confirmation link is opened. */
export function updateProfile(input: ProfileInput): Promise<UserAnswer> {
  return api<UserAnswer>("/users/me", { method: "PATCH", body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      setCurrentUser(data);
      queryClient.setQueryData(meQueryKey, data);
    },
  });
}
