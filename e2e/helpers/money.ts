import { type APIRequestContext, expect } from "@playwright/test";
import { CSRF_HEADERS } from "./accounts.ts";

/** Money in the signed-in rider's wallet through the sandbox's checkout, as a top-up paid by card. */
export async function topUp(request: APIRequestContext, amountKobo: number): Promise<void> {
  const started = await request.post("/api/payments/wallet/topup", {
    headers: CSRF_HEADERS,
    data: { amountKobo },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { reference, authorizationUrl } = (await started.json()).data as {
    reference: string;
    authorizationUrl: string;
  };
  const paid = await request.post(authorizationUrl, {
    form: { action: "pay", channel: "card" },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect
    .poll(async () => {
      const confirmed = await request.post(`/api/payments/${reference}/confirm`, { headers: CSRF_HEADERS });
      return (await confirmed.json()).data.status;
    })
    .toBe("success");
}
