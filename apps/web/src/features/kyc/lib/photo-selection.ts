import type { SavedPhoto } from "../kyc-types.ts";

/** What a photo picker holds: photos already on the server, the ones to remove there, and new files. */
export interface PhotoSelection {
  saved: SavedPhoto[];
  removedIds: string[];
  files: File[];
}

export const selectionFrom = (saved: SavedPhoto[] | SavedPhoto | null | undefined): PhotoSelection => ({
  saved: saved ? (Array.isArray(saved) ? saved : [saved]) : [],
  removedIds: [],
  files: [],
});

export const photoCount = (s: PhotoSelection) => s.saved.length + s.files.length;

/** Adds the new files under `field` and every removed photo as a repeated `removePhotoIds`. */
export function appendSelection(form: FormData, field: string, s: PhotoSelection): void {
  for (const file of s.files) form.append(field, file, file.name);
  for (const id of s.removedIds) form.append("removePhotoIds", id);
}
