/** What other features may use from the accounts area. */

export { Modal } from "../../components/modal.tsx";
export { meQueryKey, meQueryOptions, useMe } from "./api/get-me.ts";
export { useLogout } from "./api/logout.ts";
export type { MessageAnswer, UserAnswer } from "./api/types.ts";
export { EmailField, FullNameField, PhoneField } from "./components/contact-fields.tsx";
export { Logo } from "./components/logo.tsx";
export { PasswordField } from "./components/password-field.tsx";
export { Spinner } from "./components/spinner.tsx";
export { TextField } from "./components/text-field.tsx";
export { fieldBinder } from "./lib/bind-field.ts";
export { loginPathFor } from "./lib/next-path.ts";
export { applyServerFieldErrors } from "./lib/server-field-errors.ts";
