import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from "react";
import { ChevronDownIcon } from "../app-icons.tsx";
import { controlProps, Field, invalidClass } from "./field.tsx";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  options: readonly string[];
  /** The first option, which holds no value. */
  placeholder: string;
  error?: string | undefined;
  hint?: ReactNode;
  announceError?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with a placeholder option and a linked error. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  announceError,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      announceError={announceError}
      className={className}
    >
      <div className="relative">
        <select
          {...controlProps(id, error, hint)}
          ref={ref}
          className={`input appearance-none pr-10 ${invalidClass(error)}`}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-muted" />
      </div>
    </Field>
  );
}
