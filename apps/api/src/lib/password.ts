import { judgePassword, type PasswordOwner } from "@campusgo/domain/password-strength";
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "./errors.ts";

// argon2id with m = 19 MiB, t = 2, p = 1 (OWASP's recommended minimum).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Refuses a new password that is too easy to guess for this owner (docs/decisions/0027-password-strength.md):
 * 400 with zxcvbn's reasons, under `field` in `errors` as the forms show them.
 */
export function assertStrongPassword(password: string, owner: PasswordOwner, field: string): void {
  const verdict = judgePassword(password, owner);
  if (!verdict.strong) {
    throw new AppError("bad_request", verdict.message, { errors: { [field]: verdict.message } });
  }
}
