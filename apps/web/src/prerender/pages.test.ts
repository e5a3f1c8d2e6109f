import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths.ts";
import {
  APP_SHELL_FILE,
  FIRST_VIEW_SCRIPT,
  LANDING_SCRIPT,
  PRELOADED_ROUTES,
  PRERENDERED_PAGES,
} from "./pages.ts";

const src = join(import.meta.dirname, "..");
const router = readFileSync(join(src, "app/router.tsx"), "utf8");

describe("the pages rendered at build time", () => {
  it("are the public pages: landing, account type, sign-ups, login, recovery, terms and privacy", () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual([
      paths.home,
      paths.signupAs,
      paths.signup,
      paths.passengersSignup,
      paths.driverSignup,
      paths.login,
      paths.forgotPassword,
      paths.checkEmail,
      paths.otp,
      paths.changePassword,
      paths.resetPassword,
      paths.terms,
      paths.privacy,
    ]);
  });

  it("write <path>.html (index.html for the landing page), never the shell's name", () => {
    for (const page of PRERENDERED_PAGES) {
      expect(page.file).toBe(page.path === "/" ? "index.html" : `${page.path.slice(1)}.html`);
      expect(page.file).not.toBe(APP_SHELL_FILE);
    }
    expect(new Set(PRERENDERED_PAGES.map((page) => page.file)).size).toBe(PRERENDERED_PAGES.length);
  });

  it("name the screen the router loads for each path, and a title and description for each", () => {
    for (const page of PRERENDERED_PAGES) {
      expect(page.title.length, page.path).toBeGreaterThan(5);
      expect(page.description.length, page.path).toBeGreaterThan(40);
      if (page.module === null) continue;
      expect(existsSync(join(src, page.module)), page.module).toBe(true);
      expect(router).toContain(`import("../${page.module}")`);
    }
  });

  it("preload, for the rider's dashboard, the screens the router loads for it, each a file of its own", () => {
    expect(PRELOADED_ROUTES.map((route) => route.path)).toEqual([paths.dashboard]);
    for (const route of PRELOADED_ROUTES) {
      expect(route.file).toBe(`${route.path.slice(1)}.html`);
      expect(PRERENDERED_PAGES.map((page) => page.file)).not.toContain(route.file);
      for (const module of route.modules) {
        expect(existsSync(join(src, module)), module).toBe(true);
        // The router (src/app/router.tsx) imports app/ modules as ./..., the features as ../features/...
        const fromRouter = module.startsWith("app/") ? `./${module.slice(4)}` : `../${module}`;
        expect(router).toContain(`import("${fromRouter}")`);
      }
    }
  });

  it("draw the rider's first view on the dashboard, for the role its inline script reads from the stored user", () => {
    expect(PRELOADED_ROUTES.find((route) => route.path === paths.dashboard)?.firstView).toBe("passenger");
    const roleFor = (stored: string | null) => {
      const html = { dataset: {} as Record<string, string> };
      const run = new Function("document", "localStorage", FIRST_VIEW_SCRIPT);
      run({ documentElement: html }, { getItem: (key: string) => (key === "current_user" ? stored : null) });
      return html.dataset.role;
    };
    expect(roleFor(JSON.stringify({ id: "u1", role: "passenger" }))).toBe("passenger");
    expect(roleFor(JSON.stringify({ id: "u2", role: "driver" }))).toBe("driver");
    // Signed out, or a stored value that is not the user: no first view, and no error before the app runs.
    expect(roleFor(null)).toBeUndefined();
    expect(roleFor("{not json")).toBeUndefined();
  });

  it("send a signed-in rider with a trip to come back to from the landing page to the dashboard, before it paints", () => {
    const goesTo = (user: string | null, trip: string | null) => {
      let to: string | null = null;
      const stored: Record<string, string | null> = { current_user: user, "campusgo.trip": trip };
      const run = new Function("localStorage", "location", LANDING_SCRIPT);
      run({ getItem: (key: string) => stored[key] ?? null }, { replace: (path: string) => (to = path) });
      return to;
    };
    const rider = JSON.stringify({ id: "u1", role: "passenger" });
    expect(goesTo(rider, "u1")).toBe("/dashboard");
    // No trip, a trip of another user who signed in here before, signed out, or a stored value that is not the
    // user: the landing page shows, and nothing throws.
    expect(goesTo(rider, null)).toBeNull();
    expect(goesTo(rider, "u2")).toBeNull();
    expect(goesTo(null, "u1")).toBeNull();
    expect(goesTo("{not json", "u1")).toBeNull();
    expect(goesTo(JSON.stringify({ role: "passenger" }), "undefined")).toBeNull();
  });
});
