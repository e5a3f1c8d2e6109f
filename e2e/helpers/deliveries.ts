import { type APIRequestContext, expect } from "@playwright/test";
import { CSRF } from "../kyc-helpers.ts";

/** A state-changing call of a signed-in request context, answered 2xx; its JSON. */
export async function call(api: APIRequestContext, url: string, data?: object) {
  const response = await api.post(url, { headers: CSRF, ...(data ? { data } : {}) });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The drop-off code the recipient was texted at booking (the development outbox). */
export async function recipientCode(api: APIRequestContext, phone: string): Promise<string> {
  const to = `+234${phone.slice(1)}`;
  let code: string | undefined;
  await expect
    .poll(async () => {
      const texts = (await (await api.get(`/api/dev/sms?to=${encodeURIComponent(to)}`)).json()) as {
        text: string;
      }[];
      code = texts.map((t) => /code (\d{4})/.exec(t.text)?.[1]).find(Boolean);
      return code;
    })
    .toBeTruthy();
  return code as string;
}
