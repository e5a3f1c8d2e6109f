import type { LuggagePhoto } from "@campusgo/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/rides/luggage-photo: stores the luggage picture and answers the key to send with the ride. */
export const uploadLuggagePhoto = (file: File): Promise<LuggagePhoto> => {
  const form = new FormData();
  form.append("photo", file);
  return api<{ data: LuggagePhoto }>("/rides/luggage-photo", { body: form }).then((r) => r.data);
};

export const useUploadLuggagePhoto = () => useMutation({ mutationFn: uploadLuggagePhoto });
