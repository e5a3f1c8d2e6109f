import { useEffect, useRef, useState } from "react";
import { CameraIcon } from "../../../components/app-icons.tsx";
import { shrinkPhoto } from "../../../lib/shrink-photo.ts";

/**
 * The proof photo of a hand-over, taken with the phone's back camera from the browser (a file picker on a
 * computer): the preview once taken, and Retake. `error` says what is wrong with it.
 */
export function PhotoCapture({
  id,
  photo,
  onPhoto,
  error,
}: {
  id: string;
  photo: Blob | null;
  onPhoto: (photo: Blob) => void;
  error: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  useEffect(() => {
    if (!photo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const take = () => input.current?.click();
  const errorId = `${id}-photo-error`;

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="hidden"
        data-testid="handover-photo-input"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          setReading(true);
          try {
            onPhoto(await shrinkPhoto(file));
          } finally {
            setReading(false);
          }
        }}
      />
      {preview ? (
        <div className="flex items-center gap-3">
          <img
            src={preview}
            alt="The package, as you took it"
            className="h-24 w-32 shrink-0 rounded-2xl bg-surface object-cover"
          />
          <button type="button" className="btn-outline min-h-11 px-4" onClick={take} disabled={reading}>
            <CameraIcon className="size-5" />
            Retake
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="flex min-h-14 w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-brand-600 bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100"
          onClick={take}
          disabled={reading}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        >
          <CameraIcon className="size-5" />
          {reading ? "Reading the photo…" : "Take a photo of the package"}
        </button>
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
