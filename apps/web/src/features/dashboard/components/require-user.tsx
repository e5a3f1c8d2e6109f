import type { PublicUser } from "@campusgo/domain";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { PageSpinner } from "../../../components/page-spinner.tsx";
import { isLeaving, useCurrentUser } from "../../../lib/current-user.ts";
import { useMe } from "../../auth/index.ts";

/**
 * Renders its children with the signed-in user once the server confirmed the session (GET /auth/me);
 * without a session it goes to /login (unless the user is leaving on purpose, on the way to another page). If the server cannot be reached, the stored user is used.
 */
export function RequireUser({ children }: { children: (user: PublicUser) => ReactNode }) {
  const me = useMe();
  const user = useCurrentUser();
  if (me.isPending) return <PageSpinner label="Loading your account" />;
  if (!user) return isLeaving() ? <PageSpinner /> : <Navigate to="/login" replace />;
  return children(user);
}
