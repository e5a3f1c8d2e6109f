import { type Browser, request as playwrightRequest, type TestInfo } from "@playwright/test";
import { expect, unreachableOutside } from "../fixtures.ts";
import { ADMIN_EMAIL, CSRF, DEMO_PASSWORD } from "../kyc-helpers.ts";

/**
 * The admin's desk: a window of its own, desktop-sized unless `viewport` says otherwise (a phone's is taken as
 * one, with touch), its console errors checked by `close()`.
 */
export async function adminWindow(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number } = { width: 1366, height: 900 },
) {
  const phone = viewport.width < 768;
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !unreachableOutside(m)) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, "console errors in the admin's window").toEqual([]);
    },
  };
}

/**
 * The demo admin (finance among their rights) refunds `amountKobo` of a paid trip, as the Refund button of the
 * money area does; answered 201.
 */
export async function refundAsAdmin(
  baseURL: string,
  rideId: string,
  refund: { amountKobo: number; reason: string; destination: "wallet" | "card" },
): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await api.post("/api/auth/login", {
      headers: CSRF,
      data: { email_or_phone: ADMIN_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const refunded = await api.post(`/api/admin/trips/${rideId}/refund`, { headers: CSRF, data: refund });
    expect(refunded.status(), await refunded.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}
