import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { client, createUser, signedIn } from "./helpers/users.ts";

/** API_DOCS (docs/decisions/0028-api-docs.md): who may read the OpenAPI document, which lists every route. */
const DOC_URLS = ["/api/docs", "/api/docs/json", "/api/docs/yaml"];
const PRODUCTION = { NODE_ENV: "production", MAIL_DISABLED: "1", SMS_DISABLED: "1" };

describe("the OpenAPI document", () => {
  describe("in production, by default", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(PRODUCTION);
    });
    afterAll(() => t.close());

    it("is for admins only: anyone else gets 401 or 403", async () => {
      expect(t.config.apiDocs).toBe("admin");
      const rider = await signedIn(t, await createUser(t));
      const admin = await signedIn(t, await createUser(t, { role: "admin" }));
      for (const url of DOC_URLS) {
        const anonymous = await client(t)({ method: "GET", url });
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.body, url).not.toContain("/api/admin");
        expect((await rider({ method: "GET", url })).statusCode, url).toBe(403);
        expect((await admin({ method: "GET", url })).statusCode, url).toBe(200);
      }
      const doc = (await admin({ method: "GET", url: "/api/docs/json" })).json();
      expect(Object.keys(doc.paths)).toContain("/api/admin/kyc");
    });
  });

  describe("API_DOCS=off", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...PRODUCTION, API_DOCS: "off" });
    });
    afterAll(() => t.close());

    it("is not served, not even to an admin", async () => {
      const admin = await signedIn(t, await createUser(t, { role: "admin" }));
      for (const url of DOC_URLS) {
        const res = await admin({ method: "GET", url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: "Not found" });
      }
    });
  });

  describe("API_DOCS=public", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...PRODUCTION, API_DOCS: "public" });
    });
    afterAll(() => t.close());

    it("is for anyone, in production too", async () => {
      for (const url of DOC_URLS) expect((await client(t)({ method: "GET", url })).statusCode, url).toBe(200);
    });
  });

  it("is public by default outside production, and other values are refused", () => {
    expect(loadConfig({ NODE_ENV: "development", DATA_DIR: "/tmp/campusgo-docs-test" }).apiDocs).toBe(
      "public",
    );
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: "/tmp/campusgo-docs-test" }).apiDocs).toBe("public");
    expect(() =>
      loadConfig({ ...PRODUCTION, API_DOCS: "everyone", DATA_DIR: "/tmp/campusgo-docs-test" }),
    ).toThrow(/API_DOCS/);
  });
});
