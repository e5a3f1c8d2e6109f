import { LIMITS, TIMINGS } from "@campusgo/domain";

/** The KYC module's own messages (the spec's validation messages come from the domain's MESSAGES). */
export const KYC_MESSAGES = {
  saved: "Saved",
  submitted: `KYC submitted. We will notify you within ${TIMINGS.kycApprovalHours} hours`,
  alreadyVerified: "Your account is already verified",
  underReview: "Your documents are under review. We will notify you when they have been checked",
  notYours: "You can only submit your own verification",
  awaitingVerification: "Your account is awaiting verification",
  notApproved: (reason: string | null) => `Your account was not approved: ${reason ?? "no reason given"}`,
  tooManyImages: `You can upload at most ${LIMITS.kycMaxImages} images`,
  oneImage: "You can upload only one image",
  addressProof: "Please upload a picture of your electric, water or waste bill",
  underAge: "You must be at least 18 years old to drive with CampusGo",
  fileNotFound: "File not found",
} as const;
