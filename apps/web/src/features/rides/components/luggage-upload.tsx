import { LUGGAGE_ACCEPT } from "@campusgo/domain/constants";
import { useEffect, useId, useMemo } from "react";

interface LuggageUploadProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}

/** The luggage picture: a file picker (the spec's accepted types) with a preview of the chosen file. */
export function LuggageUpload({ file, onChange, error }: LuggageUploadProps) {
  const id = useId();
  const preview = useMemo(() => (file?.type.startsWith("image/") ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div>
      <label
        htmlFor={id}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 py-5 text-center transition hover:border-brand-400 ${
          error ? "border-danger" : "border-line"
        }`}
      >
        {preview ? (
          <img src={preview} alt="Your luggage" className="max-h-40 rounded-xl object-contain" />
        ) : file ? (
          <span className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">{file.name}</span>
        ) : (
          <svg
            viewBox="0 0 24 24"
            className="size-8 text-brand-600"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="3" y="6" width="18" height="14" rx="3" />
            <circle cx="12" cy="13" r="3.5" />
            <path d="M8 6l1.5-2h5L16 6" strokeLinejoin="round" />
          </svg>
        )}
        <span className="text-sm font-semibold text-brand-700">
          {file ? "Change picture" : "Upload a picture of your luggage"}
        </span>
        <span className="text-xs text-ink-muted">A clear photo helps the driver plan space. Max 5MB.</span>
      </label>
      <input
        id={id}
        type="file"
        className="sr-only"
        accept={LUGGAGE_ACCEPT.join(",")}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
