import type { AdminRight } from "./admin-rights.ts";
import type { Role } from "./constants.ts";

/** The user as every auth and profile call returns it (and as current_user keeps it). */
export interface PublicUser {
  id: string;
  role: Role;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  profileImage: string | null;
  /** An admin's right (decision 0035); absent for riders and drivers. */
  adminRight?: AdminRight | null;
  /** While a rider is suspended: why, and since when (a driver's is in their status); absent otherwise. */
  suspension?: { reason: string; since: string } | null;
}

/** Initials of a full name for the avatar: "Ada Obi" -> "AO". */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => (w ?? "").charAt(0).toUpperCase()).join("");
}
