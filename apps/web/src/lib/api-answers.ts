import type { PublicUser } from "@campusgo/domain";

/** The success answer of every auth call that returns the user. */
export interface UserAnswer {
  message: string;
  data: PublicUser;
}

/** The answer of GET /auth/activate: also whether this browser was signed in (only the one that registered). */
export interface ActivationAnswer extends UserAnswer {
  signedIn: boolean;
}

/** The success answer of calls that only confirm. */
export interface MessageAnswer {
  message: string;
}
