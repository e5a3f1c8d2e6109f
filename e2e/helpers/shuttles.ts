import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { CSRF } from "../kyc-helpers.ts";
import type { DriverVehicle } from "./rides.ts";

/** A Shuttle Bus of 14 seats, as a bus driver registers it in their KYC. */
export const SHUTTLE_BUS: DriverVehicle = {
  vehicleType: "Shuttle Bus",
  numberOfSeats: "14",
  plateNumber: "ENU-731-SB",
  vehicleColor: "White",
};

/** A request context signed in as `email` (the API's own login). */
export async function loggedIn(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post("/api/auth/login", {
    headers: CSRF,
    data: { email_or_phone: email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return api;
}

/** A state-changing call answered 2xx: its `data`. */
export async function send<T = Record<string, unknown>>(
  api: APIRequestContext,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  data: object = {},
): Promise<T> {
  const res = await api.fetch(url, { method, headers: CSRF, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}
