import type { DriverCity } from "@campusgo/domain";
import { DRIVER_CITIES } from "@campusgo/domain/constants";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField, FullNameField, PhoneField } from "../../components/form/contact-fields.tsx";
import { NewPasswordField } from "../../components/form/new-password-field.tsx";
import { PasswordField } from "../../components/form/password-field.tsx";
import { SelectField } from "../../components/form/select-field.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { fieldBinder } from "../../lib/form/bind-field.ts";
import { lazyResolver, loadFormSchemas } from "../../lib/form/lazy-resolver.ts";
import { refuseWeakPassword } from "../../lib/form/password-judge.ts";
import { applyServerFieldErrors } from "../../lib/form/server-field-errors.ts";
import { useRegisterDriver } from "./api/register-driver.ts";
import { AuthPrompt } from "./components/auth-prompt.tsx";
import { AuthShell } from "./components/auth-shell.tsx";
import { CheckEmailModal } from "./components/check-email-modal.tsx";
import { ErrorBanner } from "./components/error-banner.tsx";
import { GoogleButton } from "./components/google-button.tsx";

const EMPTY = {
  fullName: "",
  email: "",
  phoneNumber: "",
  password: "",
  confirmPassword: "",
  // The select's "Select your city" placeholder until a city is chosen.
  city: "" as DriverCity,
};

/** "Become a Driver" at /driver-signup (SPEC 2.5). */
export default function DriverSignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [banner, setBanner] = useState<{ message: string; nonce: number } | null>(null);
  const register = useRegisterDriver();
  const form = useForm({
    resolver: lazyResolver((s) => s.resolvers.driverSignup),
    mode: "onSubmit",
    defaultValues: EMPTY,
  });
  const field = fieldBinder(form);
  const dismissBanner = useCallback(() => setBanner(null), []);
  const [fullName, email, phoneNumber, password] = form.watch([
    "fullName",
    "email",
    "phoneNumber",
    "password",
  ]);
  const owner = { fullName, email, phoneNumber };

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    if (await refuseWeakPassword(form.setError, "password", values.password, values)) return;
    // Loaded by the validation that just passed.
    const { firstName, lastName } = (await loadFormSchemas()).splitFullName(values.fullName);
    register.mutate(
      {
        firstName,
        lastName,
        email: values.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        phoneNumber: values.phoneNumber,
        city: values.city,
      },
      {
        onSuccess: (answer) => setSentTo(answer.data.email),
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ["email", "phoneNumber", "password", "city"]);
          setBanner({ message: errorMessage(error), nonce: Date.now() });
        },
      },
    );
  });

  const closeModal = () => {
    setSentTo(null);
    form.reset(EMPTY);
  };

  return (
    <AuthShell
      title="Become a Driver"
      subtitle="Earn on your own schedule driving students around campus."
      aside={{
        heading: "Drive with CampusGo",
        text: "Sign up, confirm your e-mail, pass a quick verification and start receiving ride requests from students nearby.",
      }}
    >
      <ErrorBanner message={banner?.message ?? null} nonce={banner?.nonce ?? 0} onDismiss={dismissBanner} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FullNameField placeholder="First and last name" {...field("fullName")} />
        <EmailField placeholder="you@example.com" {...field("email")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <PhoneField placeholder="08012345678" {...field("phoneNumber")} />
          <SelectField
            label="City"
            placeholder="Select your city"
            options={DRIVER_CITIES}
            {...field("city")}
          />
        </div>
        <NewPasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="At least 5 characters"
          password={password}
          owner={owner}
          {...field("password")}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          placeholder="Type it again"
          {...field("confirmPassword")}
        />
        <button type="submit" className="btn-primary mt-2 w-full" disabled={register.isPending}>
          {register.isPending ? <Spinner /> : null}
          Create driver account
        </button>
      </form>
      <GoogleButton accountRole="driver" />
      <AuthPrompt question="Already have an account?" to={paths.login} label="Login" />
      <CheckEmailModal email={sentTo} onClose={closeModal} />
    </AuthShell>
  );
}
