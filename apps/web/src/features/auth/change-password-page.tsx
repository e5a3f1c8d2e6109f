import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { KeyIcon } from "../../components/app-icons.tsx";
import { NewPasswordField } from "../../components/form/new-password-field.tsx";
import { PasswordField } from "../../components/form/password-field.tsx";
import { IconBadge } from "../../components/icon-badge.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { fieldBinder } from "../../lib/form/bind-field.ts";
import { lazyResolver } from "../../lib/form/lazy-resolver.ts";
import { refuseWeakPassword } from "../../lib/form/password-judge.ts";
import { applyServerFieldErrors } from "../../lib/form/server-field-errors.ts";
import { useResetPassword } from "./api/reset-password.ts";
import { AuthShell } from "./components/auth-shell.tsx";
import { BackToLogin } from "./components/back-to-login.tsx";
import { useRecoveryEmail } from "./lib/recovery-email.ts";

/** /Change-password, recovery step 3: the new password twice (at least 6 characters, equal). */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    resolver: lazyResolver((s) => s.resolvers.resetPassword),
    mode: "onSubmit",
    defaultValues: { newPassword: "", confirmNewPassword: "" },
  });
  const field = fieldBinder(form);
  // The account's own details are the server's to know; the e-mail this browser asked the code for is a start.
  const owner = { email: useRecoveryEmail() };
  const newPassword = form.watch("newPassword");

  const onSubmit = form.handleSubmit(async (values) => {
    if (await refuseWeakPassword(form.setError, "newPassword", values.newPassword, owner)) return;
    reset.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        navigate(paths.resetPassword, { replace: true });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["newPassword", "confirmNewPassword"]);
        toast.error(errorMessage(error));
      },
    });
  });

  return (
    <AuthShell
      title="Set a new password"
      subtitle="Choose a password of at least 6 characters that you don't use anywhere else."
      badge={
        <IconBadge tone="keke">
          <KeyIcon className="size-7" />
        </IconBadge>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <NewPasswordField
          label="New password"
          autoComplete="new-password"
          password={newPassword}
          owner={owner}
          {...field("newPassword")}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...field("confirmNewPassword")}
        />
        <button type="submit" className="btn-primary mt-2 w-full" disabled={reset.isPending}>
          {reset.isPending ? <Spinner /> : null}
          Reset password
        </button>
      </form>
      <BackToLogin />
    </AuthShell>
  );
}
