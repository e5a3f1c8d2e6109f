import type { ReactNode } from "react";

interface FieldProps {
  /** The id of the control inside, which the label points at. */
  id: string;
  label: ReactNode;
  /** The validation message, shown in red under the control. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Announce the message the moment it appears (role="alert"), for forms checked step by step. */
  announceError?: boolean;
  className?: string | undefined;
  children: ReactNode;
}

/** The frame every form control shares: its label above, then the hint and the error message below. */
export function Field({ id, label, error, hint, announceError, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role={announceError ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its label, its error and its hint. */
export function controlProps(id: string, error: string | undefined, hint: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined };
}

/** The border of a control whose value was refused. */
export const invalidClass = (error: string | undefined) =>
  error ? "border-danger focus:border-danger focus:ring-danger/20" : "";
