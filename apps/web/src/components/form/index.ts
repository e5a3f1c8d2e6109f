/** The labelled form controls every screen uses, each with its error message under it. */

export { EmailField, FullNameField, PhoneField } from "./contact-fields.tsx";
export { NewPasswordField } from "./new-password-field.tsx";
export { PasswordField } from "./password-field.tsx";
export { SelectField } from "./select-field.tsx";
export { TextField, type TextFieldProps } from "./text-field.tsx";
export { TextareaField } from "./textarea-field.tsx";
