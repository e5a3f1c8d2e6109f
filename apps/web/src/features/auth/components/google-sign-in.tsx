import { GoogleOAuthProvider, useGoogleLogin } from "@react-oauth/google";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { GoogleMark } from "../../../components/app-icons.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { type SignupRole, useGoogleSignIn } from "../api/google-sign-in.ts";
import { GOOGLE_BUTTON_CLASS } from "./google-button-class.ts";

const GOOGLE_FAILED = "Google sign-in failed. Please try again";

interface GoogleSignInProps {
  clientId: string;
  accountRole: SignupRole;
  label: string;
  next?: string | undefined;
}

/** Google's provider and the button; loaded on demand by GoogleButton. */
export default function GoogleSignIn({ clientId, ...props }: GoogleSignInProps) {
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleSignInButton {...props} />
    </GoogleOAuthProvider>
  );
}

/**
 * The implicit flow (scopes openid profile email) gives an access token; the server checks it and signs the
 * user in. Afterwards the app goes to /dashboard (SPEC 4), or to `next` when the login screen was asked to
 * come back somewhere, showing the error first if there was one.
 */
function GoogleSignInButton({
  accountRole,
  label,
  next = "/dashboard",
}: Omit<GoogleSignInProps, "clientId">) {
  const navigate = useNavigate();
  const signIn = useGoogleSignIn();
  const start = useGoogleLogin({
    flow: "implicit",
    scope: "openid profile email",
    overrideScope: true,
    onSuccess: (token) => {
      signIn.mutate(
        { access_token: token.access_token, role: accountRole },
        {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(errorMessage(error)),
          onSettled: () => navigate(next),
        },
      );
    },
    onError: (error) => toast.error(error.error_description ?? GOOGLE_FAILED),
    onNonOAuthError: () => toast.error(GOOGLE_FAILED),
  });

  return (
    <button type="button" className={GOOGLE_BUTTON_CLASS} onClick={() => start()} disabled={signIn.isPending}>
      {signIn.isPending ? <Spinner /> : <GoogleMark />}
      {label}
    </button>
  );
}
