import { Link } from "react-router";
import { MailIcon } from "../../components/app-icons.tsx";
import { IconBadge } from "../../components/icon-badge.tsx";
import { paths } from "../../config/paths.ts";
import { BackToLogin } from "./components/back-to-login.tsx";
import { StatusShell } from "./components/status-shell.tsx";
import { useRecoveryEmail } from "./lib/recovery-email.ts";

/** /Check-email: the reset code is on its way (SPEC 2.7). */
export default function CheckEmailPage() {
  const email = useRecoveryEmail();
  return (
    <StatusShell
      title="Check your email"
      icon={
        <IconBadge tone="brand">
          <MailIcon className="size-[30px]" />
        </IconBadge>
      }
    >
      <p className="mt-3 text-ink-muted">
        We sent a password reset code to{" "}
        {email ? <strong className="break-all text-ink">{email}</strong> : "your e-mail address"}. Enter it on
        the next screen to choose a new password.
      </p>
      <div className="mt-8 flex flex-col gap-3">
        <a href="mailto:" className="btn-primary w-full">
          Open email app
        </a>
        <Link to={paths.otp} className="btn-outline w-full">
          Enter the code
        </Link>
      </div>
      <BackToLogin />
    </StatusShell>
  );
}
