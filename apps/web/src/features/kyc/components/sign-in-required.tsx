import type { PublicUser } from "@campusgo/domain";
import { Link, useLocation } from "react-router";
import { ShieldCheckIcon } from "../../../components/app-icons.tsx";
import { paths } from "../../../config/paths.ts";
import { loginPathFor } from "../../../lib/next-path.ts";
import { NoticePanel } from "./notice-panel.tsx";

interface SignInRequiredProps {
  /** Who is signed in now, when it is the wrong account. */
  signedInAs?: PublicUser | null;
  /** True when the signed-in account is not a driver at all. */
  notDriver?: boolean;
}

/**
 * Verification belongs to one driver: anyone else is told so and offered the login screen, which comes back
 * to this verification page afterwards.
 */
export function SignInRequired({ signedInAs, notDriver }: SignInRequiredProps) {
  const location = useLocation();
  const login = loginPathFor(`${location.pathname}${location.search}`);
  const title = !signedInAs
    ? "Log in to continue your verification"
    : notDriver
      ? "Verification is for driver accounts"
      : "This verification belongs to another driver";
  return (
    <NoticePanel
      tone="keke"
      icon={<ShieldCheckIcon className="size-8" />}
      title={title}
      actions={
        <>
          <Link to={login} className="btn-primary sm:min-w-36">
            Login
          </Link>
          {signedInAs && (
            <Link to={paths.dashboard} className="btn-outline sm:min-w-36">
              My dashboard
            </Link>
          )}
        </>
      }
    >
      {!signedInAs ? (
        <p>Only the driver who signed up can complete this verification. Log in with your driver account.</p>
      ) : (
        <p>
          You are signed in as <span className="font-semibold text-ink">{signedInAs.email}</span>.{" "}
          {notDriver
            ? "Log in with a driver account to verify your identity and vehicle."
            : "Log in as the driver this link was sent to."}
        </p>
      )}
    </NoticePanel>
  );
}
