import { useSyncExternalStore } from "react";

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

const noSubscription = () => () => {};

/**
 * The recovery e-mail for a screen to show. Pages rendered at build time have none in their HTML, so the first
 * render (hydration) shows none too and the stored one follows at once.
 */
export function useRecoveryEmail(): string {
  return useSyncExternalStore(noSubscription, readRecoveryEmail, () => "");
}
