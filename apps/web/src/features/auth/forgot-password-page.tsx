import { MESSAGES } from "@campusgo/domain/messages";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { KeyIcon } from "../../components/app-icons.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { IconBadge } from "../../components/icon-badge.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { loadFormSchemas } from "../../lib/form/lazy-resolver.ts";
import { useSendOtp } from "./api/send-otp.ts";
import { AuthShell } from "./components/auth-shell.tsx";
import { BackToLogin } from "./components/back-to-login.tsx";
import { readRecoveryEmail, saveRecoveryEmail } from "./lib/recovery-email.ts";

/** /Forgot-password, recovery step 1: the e-mail; the server mails a 5-digit code. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  // Empty in the HTML rendered at build time; the e-mail entered before fills it in once the page is live.
  const [email, setEmail] = useState("");
  useEffect(() => setEmail((typed) => typed || readRecoveryEmail()), []);
  const sendOtp = useSendOtp();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadFormSchemas()).emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      window.alert(MESSAGES.forgotInvalidEmail);
      return;
    }
    saveRecoveryEmail(parsed.data.email);
    sendOtp.mutate(parsed.data.email, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(paths.checkEmail);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <AuthShell
      title="Forgot password?"
      subtitle="Enter the e-mail of your account and we will send you a 5-digit code to reset your password."
      badge={
        <IconBadge tone="keke">
          <KeyIcon className="size-7" />
        </IconBadge>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn-primary w-full" disabled={sendOtp.isPending}>
          {sendOtp.isPending ? <Spinner /> : null}
          Continue
        </button>
      </form>
      <BackToLogin />
    </AuthShell>
  );
}
