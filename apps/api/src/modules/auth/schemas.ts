/** The auth answers, as the domain declares them for the web too. */
export {
  activationAnswerSchema as activationResponse,
  messageAnswerSchema as messageResponse,
  publicUserSchema,
  userAnswerSchema as userResponse,
} from "@campusgo/domain";
