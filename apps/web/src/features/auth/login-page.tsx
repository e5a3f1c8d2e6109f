import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PasswordField } from "../../components/form/password-field.tsx";
import { TextField } from "../../components/form/text-field.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { lazyResolver } from "../../lib/form/lazy-resolver.ts";
import { NEXT_PARAM, safeNextPath } from "../../lib/next-path.ts";
import { useLogin } from "./api/login.ts";
import { AuthPrompt } from "./components/auth-prompt.tsx";
import { AuthShell } from "./components/auth-shell.tsx";
import { DemoAccounts } from "./components/demo-accounts.tsx";
import { GoogleButton } from "./components/google-button.tsx";

// Shown only after a refused login, once the form rules it uses are loaded anyway.
const NotActivatedNotice = lazy(() =>
  import("./components/not-activated-notice.tsx").then((m) => ({ default: m.NotActivatedNotice })),
);

const EMPTY = { email_or_phone: "", password: "" };
const LINK =
  "inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline";

/**
 * Login at /login (SPEC 2.6): e-mail or phone and password; Login stays disabled until both are valid. On
 * success it goes to /dashboard, or back to the page that asked for a login (?next=, this app's pages only).
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get(NEXT_PARAM)) ?? "/dashboard";
  const login = useLogin();
  const [notActivated, setNotActivated] = useState<{ message: string; identifier: string } | null>(null);
  const form = useForm({
    resolver: lazyResolver((s) => s.resolvers.login),
    mode: "onChange",
    defaultValues: EMPTY,
  });
  const { errors, isValid, touchedFields, isSubmitted } = form.formState;
  const shown = (field: keyof typeof EMPTY) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;

  const onSubmit = form.handleSubmit((values) => {
    setNotActivated(null);
    login.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset(EMPTY);
        navigate(next);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403 && error.field("reason") === "not_activated") {
          setNotActivated({ message: error.message, identifier: values.email_or_phone });
          return;
        }
        toast.error(errorMessage(error));
      },
    });
  });

  return (
    <AuthShell title="Welcome back" subtitle="Log in to book your next ride around campus.">
      {notActivated ? (
        <Suspense fallback={null}>
          <NotActivatedNotice {...notActivated} />
        </Suspense>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="E-mail or phone number"
          autoComplete="username"
          placeholder="you@example.com or 08012345678"
          error={shown("email_or_phone")}
          {...form.register("email_or_phone")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={shown("password")}
          {...form.register("password")}
        />
        <div className="-mt-2 flex justify-end">
          <Link to={paths.forgotPassword} className={`${LINK} text-sm`}>
            Forgot Password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={!isValid || login.isPending}>
          {login.isPending ? <Spinner /> : null}
          Login
        </button>
      </form>
      <GoogleButton accountRole="passenger" next={next} />
      <AuthPrompt question="Don't have an account?" to={paths.signupAs} label="Create One" />
      <DemoAccounts
        onPick={(email, password) => {
          form.setValue("email_or_phone", email, { shouldValidate: true, shouldTouch: true });
          form.setValue("password", password, { shouldValidate: true, shouldTouch: true });
        }}
      />
    </AuthShell>
  );
}
