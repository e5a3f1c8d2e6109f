import { expect, type Page } from "@playwright/test";
import { rideIdOf } from "./rides.ts";

/** The rider's dashboard, with the device's position taken as the pickup (the location popup answered). */
export async function dashboardWithLocation(page: Page): Promise<void> {
  await page.goto("/dashboard");
  await page
    .getByRole("dialog", { name: "Enable your location" })
    .getByRole("button", { name: "Use my location" })
    .click();
  await expect(page.getByLabel("Pickup")).not.toHaveValue("");
}

/** From the ride picker: "Where to?", a campus place picked from the suggestions, and its suggested fare shown. */
export async function chooseDestination(page: Page, destination: string): Promise<void> {
  await page.getByRole("button", { name: /Where to\?/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/set-routes/);
  await page.getByRole("combobox", { name: "Destination" }).fill(destination);
  await page
    .getByRole("option", { name: new RegExp(destination) })
    .first()
    .click();
  await expect(page.getByTestId("upfront-fare")).toContainText("₦");
}

/** From set-routes: Continue, without luggage, Send Request; the looking-for screen's ride id. */
export async function sendWithoutLuggage(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard\/luggage/);
  await page.getByRole("radio", { name: /Without luggage/ }).check();
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page).toHaveURL(/\/dashboard\/looking-for\?ride=/);
  return rideIdOf(page);
}

/** From the dashboard (location given): a Keke ride to `destination`, sent without luggage; its ride id. */
export async function bookKeke(page: Page, destination: string): Promise<string> {
  await dashboardWithLocation(page);
  await page.getByText("Keke ride", { exact: true }).click();
  await chooseDestination(page, destination);
  return sendWithoutLuggage(page);
}
