import { useId, useState } from "react";
import toast from "react-hot-toast";
import { AlertCircleIcon } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { emailOnlySchema, isEmail } from "../../../lib/form/schemas.ts";
import { useResendActivation } from "../api/resend-activation.ts";

interface NotActivatedNoticeProps {
  message: string;
  /** What the user typed to log in; used as the address when it is an e-mail. */
  identifier: string;
}

/** Login refused before activation: the server's words and a way to get a new link. */
export function NotActivatedNotice({ message, identifier }: NotActivatedNoticeProps) {
  const knownEmail = isEmail(identifier) ? identifier.trim().toLowerCase() : "";
  const [email, setEmail] = useState(knownEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const resend = useResendActivation();
  const inputId = useId();

  const onResend = () => {
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? "Invalid email");
      return;
    }
    setEmailError(null);
    resend.mutate(parsed.data.email, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setSent(true);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div role="alert" className="mb-5 rounded-2xl border border-keke-400 bg-keke-100 p-4 text-ink">
      <div className="flex gap-3">
        <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-keke-600" />
        <p className="font-medium">{message}</p>
      </div>
      {knownEmail ? null : (
        <div className="mt-3">
          <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
            Your e-mail
          </label>
          <input
            id={inputId}
            type="email"
            className="input"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${inputId}-error` : undefined}
          />
          {emailError ? (
            <p id={`${inputId}-error`} className="field-error">
              {emailError}
            </p>
          ) : null}
        </div>
      )}
      <button
        type="button"
        className="btn-accent mt-3 w-full"
        onClick={onResend}
        disabled={resend.isPending || sent}
      >
        {resend.isPending ? <Spinner /> : null}
        {sent ? "Activation link sent" : "Resend activation link"}
      </button>
    </div>
  );
}
