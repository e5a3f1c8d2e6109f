import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Connects a field component to a react-hook-form form in one spread: the registration (name, ref, handlers)
 * and the field's current validation message.
 */
export function fieldBinder<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: Path<T>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
