import type { PublicUser } from "@campusgo/domain";

/** The success answer of every auth call that returns the user. */
export interface UserAnswer {
  message: string;
  data: PublicUser;
}

/** The success answer of calls that only confirm. */
export interface MessageAnswer {
  message: string;
}
