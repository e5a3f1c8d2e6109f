import { paths } from "../config/paths.ts";

/** The query parameter that names where to go after logging in. */
export const NEXT_PARAM = "next";

/**
 * The page to open after logging in, when `next` names one of this app's own pages (a path on this origin);
 * anything else (another site, a scheme, nothing) gives null, so a crafted link cannot send the user away.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  try {
    const base = window.location.origin;
    const url = new URL(next, base);
    if (url.origin !== base || url.pathname === paths.login) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login screen, coming back to `next` (a path of this app) afterwards. */
export function loginPathFor(next: string): string {
  return `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}
