import { type ComponentProps, type ReactNode, useId } from "react";
import { ChevronDownIcon } from "../../../components/app-icons.tsx";

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text input whose error is announced and tied to it. Spread react-hook-form's register() on it. */
export function TextField({ label, error, hint, id: givenId, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        className={`input ${error ? "border-danger" : ""} ${className ?? ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled select with a placeholder option that holds no value. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id: givenId,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <select
          id={id}
          className={`input appearance-none pr-10 ${error ? "border-danger" : ""}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-muted" />
      </div>
    </FieldShell>
  );
}
