import { lazy, Suspense } from "react";
import { GoogleMark } from "../../../components/app-icons.tsx";
import { useClientConfig } from "../../../lib/client-config.ts";
import type { SignupRole } from "../api/google-sign-in.ts";
import { AuthDivider } from "./auth-divider.tsx";
import { GOOGLE_BUTTON_CLASS } from "./google-button-class.ts";

const GoogleSignIn = lazy(() => import("./google-sign-in.tsx"));

interface GoogleButtonProps {
  accountRole?: SignupRole;
  label?: string;
  /** Where to go after signing in (default /dashboard). */
  next?: string;
}

/**
 * "Continue with Google", only when this deployment has a Google client id (GET /api/config); otherwise
 * nothing at all. Google's library is loaded only then.
 */
export function GoogleButton({
  accountRole = "passenger",
  label = "Continue with Google",
  next,
}: GoogleButtonProps) {
  const config = useClientConfig();
  const clientId = config.data?.googleClientId;
  if (!clientId) return null;
  return (
    <>
      <AuthDivider />
      <Suspense
        fallback={
          <button type="button" className={GOOGLE_BUTTON_CLASS} disabled>
            <GoogleMark />
            {label}
          </button>
        }
      >
        <GoogleSignIn clientId={clientId} accountRole={accountRole} label={label} next={next} />
      </Suspense>
    </>
  );
}
