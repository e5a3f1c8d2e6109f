/** The answers every auth and profile call shares, as the domain declares them. */
export type { ActivationAnswer, MessageAnswer, UserAnswer } from "@campusgo/domain";
