import { expect, test } from "./fixtures.ts";
import { keepToasts } from "./helpers/toasts.ts";

const GOOGLE = "Continue with Google";

test("without a Google client id the Google button is not shown at all", async ({ page, consoleErrors }) => {
  const config = await (await page.request.get("/api/config")).json();
  expect(config.googleClientId).toBeNull();
  for (const path of ["/login", "/signup", "/driver-signup"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: GOOGLE })).toHaveCount(0);
  }
  // Google's script is never requested.
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src));
  expect(scripts.some((src) => src.includes("accounts.google.com"))).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test("with a client id: implicit flow with openid profile email, the token and role go to the server, then /dashboard even on failure", async ({
  page,
}) => {
  // This deployment pretends to have a client id; Google's script is replaced by a stand-in that grants a token.
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), googleClientId: "test-client.apps" },
    });
  });
  await page.route("https://accounts.google.com/gsi/client", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.google = { accounts: {
        id: { initialize() {}, prompt() {}, cancel() {}, disableAutoSelect() {} },
        oauth2: { initTokenClient(config) {
          window.__googleConfig = { client_id: config.client_id, scope: config.scope };
          return { requestAccessToken() { config.callback({ access_token: "stand-in-token", scope: config.scope }); } };
        } } } };`,
    }),
  );

  const toasts = await keepToasts(page);
  await page.goto("/driver-signup");
  const button = page.getByRole("button", { name: GOOGLE });
  await expect(button).toBeEnabled();
  const call = page.waitForRequest((r) => r.url().endsWith("/api/auth/google") && r.method() === "POST");
  await button.click();
  const request = await call;
  expect(request.postDataJSON()).toEqual({ access_token: "stand-in-token", role: "driver" });
  expect(request.headers()["x-campusgo-csrf"]).toBe("1");
  const config = await page.evaluate(
    () => (window as unknown as { __googleConfig: { scope: string } }).__googleConfig,
  );
  expect(config).toEqual({ client_id: "test-client.apps", scope: "openid profile email" });

  // The real server has no client id: it refuses, the message is shown, and the app still goes to /dashboard,
  // which sends a signed-out visitor on to /login.
  await expect.poll(toasts.shown).toContain("Google sign-in is not available");
  await expect(page).toHaveURL(/\/login$/);
});
