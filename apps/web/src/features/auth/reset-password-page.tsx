import { useEffect } from "react";
import { Link } from "react-router";
import { CheckCircleIcon } from "../../components/app-icons.tsx";
import { IconBadge } from "../../components/icon-badge.tsx";
import { paths } from "../../config/paths.ts";
import { StatusShell } from "./components/status-shell.tsx";
import { clearRecoveryEmail } from "./lib/recovery-email.ts";

/** /Reset-password: the password was changed; on to login. */
export default function ResetPasswordPage() {
  useEffect(() => clearRecoveryEmail(), []);
  return (
    <StatusShell
      title="Password reset"
      icon={
        <IconBadge tone="brand">
          <CheckCircleIcon className="size-8" />
        </IconBadge>
      }
    >
      <p className="mt-3 text-ink-muted">
        Your password has been changed successfully. Log in with your new password to continue.
      </p>
      <Link to={paths.login} className="btn-primary mt-8 w-full">
        Continue
      </Link>
    </StatusShell>
  );
}
