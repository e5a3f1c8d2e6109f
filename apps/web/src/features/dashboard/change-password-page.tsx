import { changePasswordSchema } from "@campusgo/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { NewPasswordField, PasswordField } from "../../components/form/index.ts";
import { Logo } from "../../components/logo.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { dashboardPaths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useCurrentUser } from "../../lib/current-user.ts";
import { fieldBinder } from "../../lib/form/bind-field.ts";
import { refuseWeakPassword } from "../../lib/form/password-judge.ts";
import { applyServerFieldErrors } from "../../lib/form/server-field-errors.ts";
import { useChangePassword } from "./api/change-password.ts";
import { Card, PageFrame } from "./components/page-frame.tsx";

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** /Password: change the password of the signed-in user (old, new and confirm); the router lets only them in. */
export default function ChangePasswordPage() {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="flex h-16 items-center border-b border-line bg-white px-3 sm:px-6">
        <Logo />
      </header>
      <main>
        <ChangePasswordForm />
      </main>
    </div>
  );
}

function ChangePasswordForm() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: "onSubmit",
    defaultValues: EMPTY,
  });
  const field = fieldBinder(form);
  const user = useCurrentUser();
  const owner = { fullName: user?.fullName, email: user?.email, phoneNumber: user?.phoneNumber };
  const newPassword = form.watch("newPassword");

  const onSubmit = form.handleSubmit(async (values) => {
    if (await refuseWeakPassword(form.setError, "newPassword", values.newPassword, owner)) return;
    change.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset(EMPTY);
        navigate(dashboardPaths.settings);
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["oldPassword", "newPassword", "confirmPassword"]);
        toast.error(errorMessage(error));
      },
    });
  });

  return (
    <PageFrame
      title="Change password"
      subtitle="Use at least 6 characters. Other devices will need the new password."
      back={{ to: dashboardPaths.settings, label: "Setting" }}
    >
      <Card>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PasswordField label="Old password" autoComplete="current-password" {...field("oldPassword")} />
          <NewPasswordField
            label="New password"
            autoComplete="new-password"
            password={newPassword}
            owner={owner}
            {...field("newPassword")}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" {...field("confirmPassword")} />
          <button
            type="submit"
            className="btn-primary mt-2 w-full sm:ml-auto sm:w-auto"
            disabled={change.isPending}
          >
            {change.isPending ? <Spinner /> : null}
            Change password
          </button>
        </form>
      </Card>
    </PageFrame>
  );
}
