import { useState } from "react";
import { EyeIcon, EyeOffIcon } from "../app-icons.tsx";
import { TextField, type TextFieldProps } from "./text-field.tsx";

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          className="flex size-11 items-center justify-center rounded-xl text-ink-muted hover:text-brand-700"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}
