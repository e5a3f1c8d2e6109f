import type { PublicUser } from "@campusgo/domain";
import { ROLES } from "@campusgo/domain/constants";
import { useSyncExternalStore } from "react";
import { paths } from "../config/paths.ts";
import { ApiError, api, onUnauthorized } from "./api-client.ts";
import { appNavigator } from "./app-navigation.ts";
import { CURRENT_USER_KEY } from "./current-user-key.ts";

/**
 * The signed-in user, kept in localStorage under "current_user" (SPEC 3) and shared by every screen.
 * The server session is the truth: fetchCurrentUser() asks GET /api/auth/me and overwrites this copy, and a
 * 401 from any call clears it and returns to /login.
 */
export { CURRENT_USER_KEY };

type Listener = () => void;
const listeners = new Set<Listener>();

function isPublicUser(value: unknown): value is PublicUser {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.fullName === "string" &&
    typeof v.email === "string" &&
    typeof v.role === "string" &&
    (ROLES as readonly string[]).includes(v.role)
  );
}

function readStored(): PublicUser | null {
  try {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isPublicUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let current: PublicUser | null = typeof localStorage === "undefined" ? null : readStored();

/**
 * True while the user is ending their own session (deleting the account): calls still in flight then answer
 * 401, and that must not send them to /login on their way out.
 */
let leaving = false;

/** Marks the start (true) or the failure (false) of ending the session on purpose. */
export function setLeaving(value: boolean): void {
  leaving = value;
}

/** Whether the user is on the way out: screens that need a user then wait instead of going to /login. */
export function isLeaving(): boolean {
  return leaving;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getCurrentUser(): PublicUser | null {
  return current;
}

/** Saves the user the server returned (login, activation, profile changes). */
export function setCurrentUser(user: PublicUser): void {
  current = user;
  leaving = false;
  try {
    localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage may be full or disabled; the shared state still holds the user.
  }
  emit();
}

/** Forgets the user (logout, expired session, deleted account). */
export function clearCurrentUser(): void {
  current = null;
  try {
    localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Nothing stored.
  }
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current user as shared state; re-renders when it changes (also from another tab). */
export function useCurrentUser(): PublicUser | null {
  return useSyncExternalStore(subscribe, getCurrentUser, () => null);
}

let inflight: Promise<PublicUser | null> | null = null;

/**
 * GET /api/auth/me: refreshes the stored user from the session, or clears it when there is none.
 * Calls made while one is running share its answer.
 */
export function fetchCurrentUser(): Promise<PublicUser | null> {
  inflight ??= api<{ data: PublicUser }>("/auth/me", { allowUnauthorized: true })
    .then(({ data }) => {
      setCurrentUser(data);
      return data;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        // On the way out the caller forgets the user itself, once it has left the signed-in screens.
        if (!leaving) clearCurrentUser();
        return null;
      }
      throw error;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** The check made as the page loads, taken by the first loadSessionUser() instead of asking twice. */
let pageLoadCheck: Promise<PublicUser | null> | null = null;

/**
 * The session's user for screens that need one. Without a stored user the browser has not signed in (every
 * sign-in stores the user), so the server is not asked; with one, the server confirms or clears it.
 */
export function loadSessionUser(): Promise<PublicUser | null> {
  const early = pageLoadCheck;
  pageLoadCheck = null;
  if (early) return early;
  return current ? fetchCurrentUser() : Promise.resolve(null);
}

if (typeof window !== "undefined") {
  // Another tab signed in or out.
  window.addEventListener("storage", (event) => {
    if (event.key !== CURRENT_USER_KEY && event.key !== null) return;
    current = readStored();
    emit();
  });

  // A call that needed a session got 401: the session is gone, so is the user; back to the login screen.
  onUnauthorized(() => {
    if (leaving) return;
    clearCurrentUser();
    const navigator = appNavigator();
    if (!navigator) return;
    // Already on a signed-out page (login, or home after signing out or deleting the account): stay.
    const path = navigator.pathname();
    if (path !== paths.login && path !== paths.home) navigator.navigate(paths.login, { replace: true });
  });

  // On load, refresh the stored copy from the server session (a failed check is not handed on: asked again).
  if (current) {
    const check = fetchCurrentUser();
    pageLoadCheck = check;
    check.catch(() => {
      if (pageLoadCheck === check) pageLoadCheck = null;
    });
  }
}
