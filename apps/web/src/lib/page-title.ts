import { useEffect } from "react";

const BRAND = "CampusGo";

/** The tab's text for a screen's title: "My Bookings · CampusGo" (a title that names the brand stands as it is). */
export const documentTitle = (title: string): string =>
  title.includes(BRAND) ? title : `${title} · ${BRAND}`;

/**
 * A screen's own tab title, where the route table's (app/router.tsx, app/page-titles.ts) cannot say it: the same
 * path shows another screen by role (a driver's /dashboard). Set after the table's, so it has the last word.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
