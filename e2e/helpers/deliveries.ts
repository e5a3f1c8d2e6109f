import { type APIRequestContext, expect } from "@playwright/test";
import { CSRF, jpegFile } from "../kyc-helpers.ts";
import { offset, type Spot } from "./geo.ts";

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

/** A hand-over as the driver's phone sends it: the photo and the fields; answered 200, its delivery. */
export async function handOver(api: APIRequestContext, url: string, fields: Record<string, string>) {
  const response = await api.post(url, {
    headers: CSRF,
    multipart: { ...fields, photo: await jpegFile("parcel.jpg", "#8b5a2b", 320) },
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()).data;
}

/**
 * A small package booked by the sender (`sender`, signed in) from `spot` to 1.2 km east, offered on by the
 * driver (`driver`, online nearby) at its price and accepted: its id, the booking's and the acceptance's answers.
 */
export async function bookedAndAccepted(
  sender: APIRequestContext,
  driver: APIRequestContext,
  spot: Spot,
  recipientPhone: string,
) {
  const upload = await sender.post("/api/deliveries/photos", {
    headers: CSRF,
    multipart: { photo: await jpegFile("parcel.jpg", "#8b5a2b", 320) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const booked = await call(sender, "/api/deliveries", {
    pickup: { ...spot, name: "Ogui lodge" },
    dropoff: { ...offset(spot, 1200, 0), name: "Abakpa gate" },
    category: "electronics",
    size: "small",
    photoKey: (await upload.json()).data.photoKey,
    declaredValueKobo: 1_500_000,
    recipientName: "Chika Obi",
    recipientPhone,
    fragile: false,
  });
  const id = booked.data.id as string;
  let offerId: string | undefined;
  await expect
    .poll(async () => {
      const made = await driver.post(`/api/deliveries/${id}/offers`, { headers: CSRF, data: {} });
      offerId = made.ok() ? (await made.json()).data.id : undefined;
      return offerId;
    })
    .toBeTruthy();
  const accepted = await call(sender, `/api/deliveries/offers/${offerId}/accept`);
  return { id, booked, accepted };
}
