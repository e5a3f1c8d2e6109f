import type { PublicUser } from "@campusgo/domain";
import { useCurrentUser } from "../../../lib/current-user.ts";
import { useMe } from "../../auth/index.ts";

/** The signed-in user, once the server has confirmed the stored one (GET /api/auth/me). */
export function useSessionUser(): { user: PublicUser | null; checking: boolean } {
  const me = useMe();
  const user = useCurrentUser();
  return { user, checking: me.isPending };
}
