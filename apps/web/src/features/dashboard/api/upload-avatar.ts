import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";
import { setCurrentUser } from "../../../lib/current-user.ts";
import { meQueryKey } from "../../../lib/session.ts";

/** POST /api/users/me/avatar, multipart field "avatar" (JPG or PNG up to 5 MB; the server re-encodes it). */
export function uploadAvatar(file: File): Promise<UserAnswer> {
  const body = new FormData();
  body.append("avatar", file);
  return api<UserAnswer>("/users/me/avatar", { method: "POST", body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ data }) => {
      setCurrentUser(data);
      queryClient.setQueryData(meQueryKey, data);
    },
  });
}
