import { TextField, type TextFieldProps } from "./text-field.tsx";

type PresetProps = Omit<TextFieldProps, "label" | "type"> & { label?: string };

/** The account's contact inputs, each with the keyboard and autofill hints a phone needs. */
export function FullNameField({ label = "Full name", ...props }: PresetProps) {
  return <TextField label={label} autoComplete="name" {...props} />;
}

export function EmailField({ label = "E-mail", ...props }: PresetProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

export function PhoneField({ label = "Phone number", ...props }: PresetProps) {
  return <TextField label={label} type="tel" autoComplete="tel" inputMode="numeric" {...props} />;
}
