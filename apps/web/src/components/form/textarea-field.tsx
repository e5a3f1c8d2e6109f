import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from "react";
import { controlProps, Field, invalidClass } from "./field.tsx";

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  announceError?: boolean;
  /** Classes of the textarea itself (`className` styles the whole field). */
  inputClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input whose error is linked to it. */
export function TextareaField({
  label,
  error,
  hint,
  announceError,
  className,
  inputClassName = "",
  ref,
  ...textarea
}: TextareaFieldProps) {
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
      <textarea
        {...controlProps(id, error, hint)}
        ref={ref}
        className={`input ${invalidClass(error)} ${inputClassName}`}
        {...textarea}
      />
    </Field>
  );
}
