import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readWebPages } from "../src/plugins/web.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";

/** A web build with pages rendered at build time (docs/decisions/0017-prerendered-public-pages.md). */
describe("the public pages rendered at build time", () => {
  let t: TestApp;
  let web: string;
  const DASHBOARD_SHELL =
    '<!doctype html><link rel="modulepreload" href="/assets/home.js"><div id="root"></div>';
  const FIRST_VIEW_HASH = "sha256-cg6tQaQLt9+p75uZ3y9sEn+c/D6zZWQJma1MDARtxew=";
  const html = (words: string) => `<!doctype html><div id="root"><h1>${words}</h1></div>`;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), "campusgo-web-"));
    mkdirSync(join(web, "assets"));
    writeFileSync(join(web, "assets", "app-1a2b.js"), "console.log('app')");
    writeFileSync(join(web, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(join(web, "index.html"), html("Easy Rides with CampusGo"));
    writeFileSync(join(web, "login.html"), html("Welcome back"));
    writeFileSync(join(web, "login.html.gz"), gzipSync(html("Welcome back")));
    writeFileSync(join(web, "Forgot-password.html"), html("Forgot password?"));
    writeFileSync(join(web, "app.html"), '<!doctype html><div id="root"></div>');
    writeFileSync(join(web, "dashboard.html"), DASHBOARD_SHELL);
    writeFileSync(
      join(web, "prerendered.json"),
      JSON.stringify({
        pages: {
          "/": "index.html",
          "/login": "login.html",
          "/Forgot-password": "Forgot-password.html",
          "/evil": "../../etc/passwd",
          "/gone": "gone.html",
        },
        routes: { "/dashboard": "dashboard.html", "/sneaky": "../app.html" },
        shell: "app.html",
        inlineScripts: [FIRST_VIEW_HASH, "'unsafe-inline'", "sha256-short=", 42],
      }),
    );
    t = await createTestApp({ WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("sends each page's own HTML for its path, query or not", async () => {
    for (const [url, words] of [
      ["/", "Easy Rides with CampusGo"],
      ["/login", "Welcome back"],
      ["/login?next=%2Fdashboard", "Welcome back"],
      ["/Forgot-password", "Forgot password?"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toContain(words);
    }
  });

  it("sends the pre-compressed copy to browsers that accept it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/login", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the app shell for every other client route, and for listed files that are not plain build files", async () => {
    for (const url of [
      "/dashboard/my-bookings",
      "/sneaky",
      "/forgot-password",
      "/evil",
      "/gone",
      "/login/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it("answers 404, not the app page, for a file the build does not have", async () => {
    for (const url of [
      "/.env",
      "/.git/config",
      "/x.map",
      "/wp-login.php",
      "/assets/app-1a2b.js.map",
      "/assets/gone-9z9z.js",
      "/dashboard/backup.zip",
      "/login.html.bak",
      "/.env?x=1",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: "Not found" });
    }
    // The build's own files are served as they are, and the icon browsers ask for by habit is the app's.
    for (const url of ["/assets/app-1a2b.js", "/favicon.svg"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
    }
    const icon = await t.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe("/favicon.svg");
  });

  it("sends a route's own shell, which preloads its screens, for that path only", async () => {
    for (const url of ["/dashboard", "/dashboard?ride=keke"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(DASHBOARD_SHELL);
    }
  });

  it("reads only plain .html files of the build from the list, and only well-formed script hashes", () => {
    const { pages, shell, inlineScripts } = readWebPages(web);
    expect(shell).toBe("app.html");
    expect([...pages.keys()]).toEqual(["/", "/login", "/Forgot-password", "/dashboard"]);
    expect(inlineScripts).toEqual([FIRST_VIEW_HASH]);
  });

  it("allows the build's inline scripts in a page's CSP by their hashes, and nothing else inline", async () => {
    const res = await t.app.inject({ method: "GET", url: "/dashboard" });
    const scripts = /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
    expect(scripts.split(" ")).toEqual(["'self'", "https://accounts.google.com", `'${FIRST_VIEW_HASH}'`]);
  });
});
