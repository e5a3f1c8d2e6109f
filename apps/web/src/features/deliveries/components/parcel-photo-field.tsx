import { useId, useState } from "react";
import { CameraIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUploadParcelPhoto } from "../api/upload-parcel-photo.ts";

interface ParcelPhotoFieldProps {
  /** The uploaded photo's key, once there is one. */
  photoKey: string | null;
  onUploaded: (photoKey: string | null) => void;
  /** The refusal of the booking about the photo. */
  error?: string | undefined;
}

/**
 * The parcel's photo, required: the phone's camera (or a picture), uploaded at once (POST /deliveries/photos) and
 * shown; the API's words when it refuses the file (not a JPG or PNG, too big, too many unused photos today).
 */
export function ParcelPhotoField({ photoKey, onUploaded, error }: ParcelPhotoFieldProps) {
  const id = useId();
  const upload = useUploadParcelPhoto();
  const [preview, setPreview] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const shown = refused ?? error;

  const choose = (file: File | undefined) => {
    if (!file) return;
    setRefused(null);
    const url = URL.createObjectURL(file);
    upload.mutate(file, {
      onSuccess: ({ photoKey: key }) => {
        setPreview((old) => {
          if (old) URL.revokeObjectURL(old);
          return url;
        });
        onUploaded(key);
      },
      onError: (e) => {
        URL.revokeObjectURL(url);
        setRefused(errorMessage(e));
      },
    });
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-ink" id={`${id}-label`}>
        Photo of the package
      </p>
      <label
        htmlFor={id}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-4 text-center transition hover:border-brand-400 focus-within:ring-2 focus-within:ring-brand-600/30 ${
          shown ? "border-danger" : "border-line"
        }`}
      >
        {preview && photoKey ? (
          <img
            src={preview}
            alt="The package you are sending"
            className="max-h-40 rounded-xl object-contain"
            data-testid="parcel-photo-preview"
          />
        ) : photoKey ? (
          <span className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
            Photo added ✓
          </span>
        ) : (
          <CameraIcon className="size-8 text-brand-600" />
        )}
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          {upload.isPending ? <Spinner bold className="size-4" /> : null}
          {upload.isPending ? "Uploading…" : photoKey ? "Retake photo" : "Take a photo of the package"}
        </span>
        <span className="text-xs text-ink-muted">
          The driver checks it at pickup. JPG or PNG, at most 5 MB.
        </span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        aria-labelledby={`${id}-label`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        disabled={upload.isPending}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {shown ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
