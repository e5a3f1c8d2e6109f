import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** The validation message shown in red under the field. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Content placed inside the field on the right, such as a show/hide button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and linked to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, trailing, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`input ${trailing ? "pr-12" : ""} ${error ? "border-danger focus:border-danger focus:ring-danger/20" : ""}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
