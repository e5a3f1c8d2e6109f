import type { PasswordOwner } from "@campusgo/domain/password-strength";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

type PasswordJudge = typeof import("@campusgo/domain/password-strength");

let loading: Promise<PasswordJudge> | undefined;

/**
 * The password-strength estimator (zxcvbn and its dictionaries, about 450 KB gzip), loaded once, the first
 * time a new-password field is used: no page loads it before (docs/decisions/0027-password-strength.md).
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= import("@campusgo/domain/password-strength");
  return loading;
}

/**
 * Before a form sends a new password: when it is too easy to guess for this owner, puts the same refusal the
 * server would give under the field and returns true (the form then sends nothing).
 */
export async function refuseWeakPassword<T extends FieldValues>(
  setError: UseFormSetError<T>,
  field: Path<T>,
  password: string,
  owner: PasswordOwner,
): Promise<boolean> {
  const verdict = (await loadPasswordJudge()).judgePassword(password, owner);
  if (verdict.strong) return false;
  setError(field, { type: "strength", message: verdict.message }, { shouldFocus: true });
  return true;
}
