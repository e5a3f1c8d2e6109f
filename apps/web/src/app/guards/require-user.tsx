import type { PublicUser } from "@campusgo/domain";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../components/spinner.tsx";
import { paths } from "../../config/paths.ts";
import { isLeaving } from "../../lib/current-user.ts";
import { useSessionUser } from "../../lib/session.ts";
import { SignedInUserProvider } from "../../lib/signed-in-user.tsx";

interface RequireUserProps {
  /** What the spinner says while the server confirms the session. */
  checkingLabel?: string;
  children: (user: PublicUser) => ReactNode;
}

/**
 * Renders its children with the signed-in user once the server confirmed the session (GET /auth/me);
 * without a session it goes to /login, unless the user is leaving on purpose (deleting the account), on the
 * way to another page. If the server cannot be reached, the stored user is used.
 */
export function RequireUser({ checkingLabel = "Loading your account", children }: RequireUserProps) {
  const { user, checking } = useSessionUser();
  if (checking) return <PageSpinner label={checkingLabel} />;
  if (!user) return isLeaving() ? <PageSpinner /> : <Navigate to={paths.login} replace />;
  return <SignedInUserProvider value={user}>{children(user)}</SignedInUserProvider>;
}
