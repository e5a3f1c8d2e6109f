import { type Ref, type SelectHTMLAttributes, useId } from "react";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  options: readonly string[];
  placeholder: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with a placeholder option and a linked error. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`input appearance-none bg-[length:20px] bg-[right_0.9rem_center] bg-no-repeat pr-10 ${error ? "border-danger" : ""}`}
        style={{ backgroundImage: CHEVRON }}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234b5f58' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;
