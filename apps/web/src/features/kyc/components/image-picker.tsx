import { useId, useState } from "react";
import { UploadIcon } from "../../../components/app-icons.tsx";
import { checkPhotos, photoHint } from "../lib/photo-limits.ts";
import { type PhotoSelection, photoCount } from "../lib/photo-selection.ts";
import { PhotoTile } from "./photo-tile.tsx";

const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
/** A stable key per chosen file, even when two files share a name. */
function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    nextFileKey += 1;
    key = `file-${nextFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

interface ImagePickerProps {
  label: string;
  /** What one photo is called in alt texts and remove buttons, e.g. "Document photo". */
  itemName: string;
  max: number;
  value: PhotoSelection;
  onChange: (next: PhotoSelection) => void;
  /** The form's message (e.g. "Please upload at least one document image"). */
  error?: string | undefined;
  round?: boolean;
}

/**
 * Picks JPG or PNG images with previews and remove buttons. The limits of the hint (count, type, 5MB)
 * are enforced here: a refused file is named in a message and never added.
 */
export function ImagePicker({
  label,
  itemName,
  max,
  value,
  onChange,
  error,
  round = false,
}: ImagePickerProps) {
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const count = photoCount(value);
  const full = count >= max;

  const add = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const { accepted, errors } = checkPhotos(files, count, max);
    setRefused(errors);
    if (accepted.length > 0) onChange({ ...value, files: [...value.files, ...accepted] });
  };

  const removeSaved = (photoId: string) => {
    setRefused([]);
    onChange({
      ...value,
      saved: value.saved.filter((p) => p.id !== photoId),
      removedIds: [...value.removedIds, photoId],
    });
  };

  const removeFile = (file: File) => {
    setRefused([]);
    onChange({ ...value, files: value.files.filter((f) => f !== file) });
  };

  const describedBy = [`${id}-hint`, refused.length ? `${id}-refused` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {photoHint(max)}
        {max > 1 && (
          <span className="ml-1 font-medium text-ink">
            ({count} of {max})
          </span>
        )}
      </p>

      {count > 0 && (
        <ul
          className={`grid gap-3 ${round ? "grid-cols-[repeat(auto-fill,minmax(7rem,8rem))]" : "grid-cols-3 sm:grid-cols-4"}`}
        >
          {value.saved.map((photo, i) => (
            <PhotoTile
              key={photo.id}
              src={photo.url}
              alt={`${itemName} ${i + 1}`}
              onRemove={() => removeSaved(photo.id)}
              round={round}
            />
          ))}
          {value.files.map((file, i) => (
            <PhotoTile
              key={fileKey(file)}
              src={file}
              alt={`${itemName} ${value.saved.length + i + 1}`}
              onRemove={() => removeFile(file)}
              round={round}
            />
          ))}
        </ul>
      )}

      {!full && (
        <label
          htmlFor={id}
          className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20 hover:border-brand-500 hover:bg-brand-50/50 ${
            error ? "border-danger/60 bg-red-50/40" : "border-line bg-surface"
          }`}
        >
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <UploadIcon className="size-5" />
          </span>
          <span className="font-semibold text-brand-700">
            {count === 0 ? "Choose images" : "Add more images"}
          </span>
          <span className="text-xs text-ink-muted">Tap to pick from your phone or computer</span>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            multiple={max > 1}
            className="sr-only"
            aria-label={label}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              add(e.currentTarget.files);
              e.currentTarget.value = "";
            }}
          />
        </label>
      )}

      {refused.length > 0 && (
        <div id={`${id}-refused`} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
          <ul className="space-y-1">
            {refused.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
