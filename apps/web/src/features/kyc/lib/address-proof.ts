import { ADDRESS_PROOF_ACCEPT, LIMITS } from "@campusgo/domain/constants";

export const ADDRESS_PROOF_REQUIRED = "Please upload an electric, water or waste bill";

/** The bill must be a png, jpeg or jpg image of at most 5MB; returns the problem, or null. */
export function addressProofProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const extensionOk = ADDRESS_PROOF_ACCEPT.some((ext) => name.endsWith(ext));
  const typeOk = file.type === "" || file.type === "image/png" || file.type === "image/jpeg";
  if (!extensionOk || !typeOk) return "Only png, jpeg or jpg files are accepted";
  if (file.size > LIMITS.kycMaxImageBytes) return `"${file.name}" is larger than 5MB`;
  return null;
}
