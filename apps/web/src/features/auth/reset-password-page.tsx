import { useEffect } from "react";
import { Link } from "react-router";
import { CheckCircleIcon } from "../../components/app-icons.tsx";
import { StatusIcon, StatusShell } from "./components/status-shell.tsx";
import { clearRecoveryEmail } from "./lib/recovery-email.ts";

/** /Reset-password: the password was changed; on to login. */
export default function ResetPasswordPage() {
  useEffect(() => clearRecoveryEmail(), []);
  return (
    <StatusShell
      title="Password reset"
      icon={
        <StatusIcon tone="brand">
          <CheckCircleIcon className="size-8" />
        </StatusIcon>
      }
    >
      <p className="mt-3 text-ink-muted">
        Your password has been changed successfully. Log in with your new password to continue.
      </p>
      <Link to="/login" className="btn-primary mt-8 w-full">
        Continue
      </Link>
    </StatusShell>
  );
}
