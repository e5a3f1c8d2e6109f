import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { adminPaths, dashboardPaths, paths } from "../config/paths.ts";
import { documentTitle } from "../lib/page-title.ts";
import { PRERENDERED_PAGES } from "../prerender/pages.ts";
import { followTitles, titleOf } from "./page-titles.ts";
import { routes } from "./router.tsx";

const titleAt = (path: string) => titleOf(matchRoutes(routes, path) ?? []);

/** The routes that only send the visitor elsewhere: the page they land on names itself. */
const REDIRECTS: readonly string[] = [paths.mainpage, paths.rides];

describe("tab titles", () => {
  it("name every screen of the route table, so none keeps the title of the screen before it", () => {
    const all = [
      ...Object.values(paths),
      ...Object.values(dashboardPaths).map((path) =>
        path
          .replace(":rideId", "0190d4f0-0000-7000-8000-000000000000")
          .replace(":deliveryId", "0190d4f0-0000-7000-8000-000000000001"),
      ),
      ...Object.values(adminPaths).map((path) => (typeof path === "string" ? path : path("d1"))),
      "/no-such-page",
    ].filter((path) => !REDIRECTS.includes(path));
    const untitled = all.filter((path) => !titleAt(path));
    expect(untitled).toEqual([]);
    expect(titleAt(paths.login)).toBe("Login");
    expect(titleAt(paths.dashboard)).toBe("Book a ride");
    expect(titleAt(dashboardPaths.myBookings)).toBe("My Bookings");
    expect(titleAt(dashboardPaths.driverCall)).toBe("Your ride");
    expect(titleAt("/no-such-page")).toBe("Page not found");
  });

  it("agree with the titles the public pages carry in their HTML", () => {
    for (const page of PRERENDERED_PAGES) {
      expect(documentTitle(titleAt(page.path) ?? ""), page.path).toBe(page.title);
    }
  });

  it("change with the path, once it has loaded, and not with the search alone", () => {
    const titles: string[] = [];
    const doc = { title: "" };
    Object.defineProperty(globalThis, "document", { value: doc, configurable: true });
    type State = ReturnType<typeof state>;
    let listener: (next: State) => void = () => {};
    const state = (pathname: string, navigation = "idle") => ({
      navigation: { state: navigation },
      location: { pathname },
      matches: matchRoutes(routes, pathname) ?? [],
    });
    try {
      followTitles({
        state: state(paths.login),
        subscribe: (next) => {
          listener = next;
          return () => {};
        },
      });
      titles.push(doc.title);
      listener(state(paths.dashboard, "loading"));
      titles.push(doc.title);
      listener(state(paths.dashboard));
      titles.push(doc.title);
      doc.title = "Driver dashboard · CampusGo"; // a screen's own, set after the table's
      listener(state(paths.dashboard));
      titles.push(doc.title);
    } finally {
      Reflect.deleteProperty(globalThis, "document");
    }
    expect(titles).toEqual([
      "Login · CampusGo",
      "Login · CampusGo",
      "Book a ride · CampusGo",
      "Driver dashboard · CampusGo",
    ]);
  });
});
