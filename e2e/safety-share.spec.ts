import { expect, expectAccessible, test } from "./fixtures.ts";
import { offset, type Spot } from "./helpers/geo.ts";
import { bookThroughApi, driverOnlineAt, offerAndAccept, riderAt } from "./helpers/journeys.ts";
import { serverRide } from "./helpers/rides.ts";
import { expectTrackedDriverMoves } from "./helpers/tracking.ts";

// Two phones and a third browser for the contact: generous on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

// A spot of its own, at least 7 km from every other journey's (and from the campus); phone project only.
const SPOT: Spot = { lat: 6.16, lon: 7.25 };

test("a rider adds a trusted contact, shares a ride a driver accepted, and the contact follows it without an account, watching the car come", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const rider = await riderAt(page, SPOT);
  const riderFirst = rider.fullName.split(" ")[0] ?? rider.fullName;

  // Settings -> Trusted contacts: none yet; a wrong number is said under its field, then the contact is added.
  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: /Trusted contacts/ }).click();
  await expect(page.getByRole("heading", { name: "Trusted contacts", level: 1 })).toBeVisible();
  await expect(page.getByText("No trusted contacts yet.")).toBeVisible();
  await expect(page.getByRole("switch", { name: /night rides/ })).toHaveAttribute("aria-checked", "false");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Add a contact" }).click();
  const form = page.getByRole("dialog", { name: "Add a trusted contact" });
  await form.getByLabel("Name").fill("Mama Chioma");
  await form.getByLabel("Mobile number").fill("0203 123 4567");
  await form.getByRole("button", { name: "Add contact" }).click();
  await expect(form.getByText(/Please enter a Nigerian mobile number/)).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel("Mobile number").fill("0803 555 0199");
  await form.getByRole("button", { name: "Add contact" }).click();
  await expect(form).toBeHidden();
  const list = page.getByRole("list", { name: "Trusted contacts" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Mama Chioma");
  await expect(list).toContainText("0803 555 0199");
  await expect(page.getByTestId("contacts-count")).toHaveText("1 of 5");

  // A driver offers on the rider's request and the rider accepts: the driver is on the way.
  const driverWindow = await driverOnlineAt(browser, page, testInfo, offset(SPOT, 800, 0));
  const pickup = { ...SPOT, name: "Amechi junction" };
  const rideId = await bookThroughApi(page.request, pickup, {
    ...offset(SPOT, 2_500, 0),
    name: "Awkunanaw market",
  });
  await page.goto(`/dashboard/bidder?ride=${rideId}`);
  await offerAndAccept(page, driverWindow.page, rider, driverWindow.driver);
  const plate = (await serverRide(page.request, rideId)).driver?.vehicle.plateNumber ?? "";
  expect(plate).not.toBe("");

  // Share my trip: the link, copied, and the contacts one tap away.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Share my trip" }).click();
  const dialog = page.getByRole("dialog", { name: "Share my trip" });
  const link = dialog.getByTestId("trip-share-url");
  await expect(link).toHaveValue(/\/track\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole("button", { name: "Text it to my trusted contacts" })).toBeEnabled();
  await expect(dialog.getByText("Sends the link by text to your contact.")).toBeVisible();
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByRole("button", { name: "Copied ✓" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Text it to my trusted contacts" }).click();
  await expect(dialog.getByRole("button", { name: "Texted to your trusted contacts ✓" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Close" }).click();

  // The contact opens the link in a browser of their own, without an account.
  const contact = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: true,
  });
  const contactPage = await contact.newPage();
  await contactPage.goto(new URL(copied).pathname);
  await expect(contactPage.getByRole("heading", { name: `${riderFirst} is on a ride` })).toBeVisible();
  const driverFirst = driverWindow.driver.fullName.split(" ")[0] ?? "";
  await expect(contactPage.locator("#driver .who")).toHaveText(driverFirst);
  await expect(contactPage.getByText(plate, { exact: true })).toBeVisible();
  await expect(contactPage.getByText("The driver is on the way to the pickup")).toBeVisible();
  await expect(contactPage.getByText(driverWindow.driver.fullName)).toHaveCount(0);
  await expect(contactPage.getByText(rider.fullName)).toHaveCount(0);
  await expectAccessible(contactPage);

  // The driver comes 500 m nearer: the contact's page, left open, shows the car there.
  await expectTrackedDriverMoves(contactPage, driverWindow.context, offset(SPOT, 300, 0), pickup);
  await contact.close();

  await driverWindow.close();
  expect(consoleErrors).toEqual([]);
});
