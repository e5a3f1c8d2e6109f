import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { EmailField, FullNameField, PhoneField } from "../../components/form/contact-fields.tsx";
import { NewPasswordField } from "../../components/form/new-password-field.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { fieldBinder } from "../../lib/form/bind-field.ts";
import { lazyResolver } from "../../lib/form/lazy-resolver.ts";
import { refuseWeakPassword } from "../../lib/form/password-judge.ts";
import { applyServerFieldErrors } from "../../lib/form/server-field-errors.ts";
import { useRegisterPassenger } from "./api/register-passenger.ts";
import { AuthPrompt } from "./components/auth-prompt.tsx";
import { AuthShell } from "./components/auth-shell.tsx";
import { CheckEmailModal } from "./components/check-email-modal.tsx";
import { GoogleButton } from "./components/google-button.tsx";

const EMPTY = { fullName: "", email: "", phoneNumber: "", password: "" };

/** Passenger sign-up at /signup and /passengers-signup (SPEC 2.4). */
export default function PassengerSignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useRegisterPassenger();
  const form = useForm({
    resolver: lazyResolver((s) => s.resolvers.passengerSignup),
    mode: "onSubmit",
    defaultValues: EMPTY,
  });
  const field = fieldBinder(form);
  const [fullName, email, phoneNumber, password] = form.watch([
    "fullName",
    "email",
    "phoneNumber",
    "password",
  ]);
  const owner = { fullName, email, phoneNumber };

  const onSubmit = form.handleSubmit(async (values) => {
    if (await refuseWeakPassword(form.setError, "password", values.password, values)) return;
    register.mutate(
      {
        fullName: values.fullName,
        email: values.email,
        phoneNumber: values.phoneNumber,
        password: values.password,
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          form.reset(EMPTY);
          setSentTo(answer.data.email);
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ["fullName", "email", "phoneNumber", "password"]);
          toast.error(errorMessage(error));
        },
      },
    );
  });

  return (
    <AuthShell
      title="Create your rider account"
      subtitle="Book keke, okada and shuttle rides around campus in minutes."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FullNameField placeholder="e.g. Chiamaka Obi" {...field("fullName")} />
        <EmailField placeholder="you@example.com" {...field("email")} />
        <PhoneField placeholder="08012345678" {...field("phoneNumber")} />
        <NewPasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 5 characters"
          password={password}
          owner={owner}
          {...field("password")}
        />
        <button type="submit" className="btn-primary mt-2 w-full" disabled={register.isPending}>
          {register.isPending ? <Spinner /> : null}
          Sign Up
        </button>
      </form>
      <GoogleButton accountRole="passenger" />
      <AuthPrompt question="Already have an account?" to={paths.login} label="Login" />
      <AuthPrompt question="Want to earn on campus?" to={paths.driverSignup} label="Become a Driver" small />
      <CheckEmailModal email={sentTo} onClose={() => setSentTo(null)} />
    </AuthShell>
  );
}
