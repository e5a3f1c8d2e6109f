/** The e-mail used in password recovery, kept in localStorage under "userEmail" (SPEC 3). */
export const RECOVERY_EMAIL_KEY = "userEmail";

export function readRecoveryEmail(): string {
  try {
    return localStorage.getItem(RECOVERY_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

export function saveRecoveryEmail(email: string): void {
  try {
    localStorage.setItem(RECOVERY_EMAIL_KEY, email);
  } catch {
    // Storage disabled: the flow still works, the e-mail is just not shown later.
  }
}

export function clearRecoveryEmail(): void {
  try {
    localStorage.removeItem(RECOVERY_EMAIL_KEY);
  } catch {
    // Nothing stored.
  }
}
