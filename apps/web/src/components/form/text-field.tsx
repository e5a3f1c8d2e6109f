import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { controlProps, Field, invalidClass } from "./field.tsx";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** The validation message shown in red under the field. */
  error?: string | undefined;
  hint?: ReactNode;
  announceError?: boolean;
  /** Content placed inside the field on the right, such as a show/hide button. */
  trailing?: ReactNode;
  /** Classes of the input itself (`className` styles the whole field). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose error is linked to it (aria-invalid, aria-describedby). Spread react-hook-form's
 * register() on it.
 */
export function TextField({
  label,
  error,
  hint,
  announceError,
  trailing,
  className,
  inputClassName = "",
  ref,
  ...input
}: TextFieldProps) {
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
        <input
          {...controlProps(id, error, hint)}
          ref={ref}
          className={`input ${trailing ? "pr-12" : ""} ${invalidClass(error)} ${inputClassName}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div> : null}
      </div>
    </Field>
  );
}
