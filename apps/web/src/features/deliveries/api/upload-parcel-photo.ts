import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/deliveries/photos (multipart `photo`): stores the parcel's photo and answers the key to book with. */
export const uploadParcelPhoto = (file: File): Promise<{ photoKey: string }> => {
  const form = new FormData();
  form.append("photo", file);
  return api<{ data: { photoKey: string } }>("/deliveries/photos", { body: form }).then((r) => r.data);
};

export const useUploadParcelPhoto = () => useMutation({ mutationFn: uploadParcelPhoto });
