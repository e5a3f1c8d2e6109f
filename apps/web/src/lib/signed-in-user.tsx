import type { PublicUser } from "@campusgo/domain";
import { createContext, useContext } from "react";

const SignedInUserContext = createContext<PublicUser | null>(null);

/** Set by the router's guards once the session is confirmed, for every screen under them. */
export const SignedInUserProvider = SignedInUserContext.Provider;

/** The user a guard let through; only screens behind a signed-in guard may ask. */
export function useSignedInUser(): PublicUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error("useSignedInUser() needs a signed-in route guard above it");
  return user;
}
