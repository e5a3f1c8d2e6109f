import { LIMITS } from "@campusgo/domain/constants";
import { MESSAGES } from "@campusgo/domain/messages";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { AlertCircleIcon, MailIcon } from "../../components/app-icons.tsx";
import { IconBadge } from "../../components/icon-badge.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { useVerifyOtp } from "./api/verify-otp.ts";
import { AuthShell } from "./components/auth-shell.tsx";
import { BackToLogin } from "./components/back-to-login.tsx";
import { OtpInput } from "./components/otp-input.tsx";
import { useRecoveryEmail } from "./lib/recovery-email.ts";

const LINK =
  "inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline";

/** /Otp, recovery step 2: the five digits from the e-mail. */
export default function OtpPage() {
  const navigate = useNavigate();
  const email = useRecoveryEmail();
  const [digits, setDigits] = useState<string[]>(() => Array(LIMITS.otpLength).fill(""));
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState<{ message: string; hint: string } | null>(null);
  const verify = useVerifyOtp();
  const errorId = useId();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const otp = digits.join("");
    if (!new RegExp(`^\\d{${LIMITS.otpLength}}$`).test(otp)) {
      setError(MESSAGES.otpIncomplete);
      return;
    }
    setError(null);
    verify.mutate(otp, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(paths.changePassword);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 410) {
          setExpired({ message: err.message, hint: err.field("hint") ?? MESSAGES.reenterEmail });
          return;
        }
        setError(errorMessage(err));
        toast.error(errorMessage(err));
      },
    });
  };

  return (
    <AuthShell
      title="Enter the code"
      subtitle={
        <>
          Type the {LIMITS.otpLength}-digit code we sent to{" "}
          {email ? <strong className="break-all text-ink">{email}</strong> : "your e-mail"}.
        </>
      }
      badge={
        <IconBadge tone="brand">
          <MailIcon className="size-7" />
        </IconBadge>
      }
    >
      {expired ? (
        <div role="alert" className="mb-6 rounded-2xl border border-danger/30 bg-red-50 p-4 text-danger">
          <p className="flex items-center gap-2 font-semibold">
            <AlertCircleIcon className="size-5 shrink-0" />
            {expired.message}
          </p>
          <p className="mt-1 text-sm">{expired.hint}</p>
          <Link to={paths.forgotPassword} className="btn-primary mt-3 w-full">
            Get a new code
          </Link>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <OtpInput
          value={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(null);
          }}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
        {error ? (
          <p id={errorId} role="alert" className="field-error -mt-2 text-center">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary w-full" disabled={verify.isPending}>
          {verify.isPending ? <Spinner /> : null}
          Continue
        </button>
      </form>
      <p className="mt-5 text-center text-ink-muted">
        Didn't get a code?{" "}
        <Link to={paths.forgotPassword} className={LINK}>
          Resend OTP
        </Link>
      </p>
      <BackToLogin />
    </AuthShell>
  );
}
