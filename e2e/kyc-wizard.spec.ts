import { expect, expectAccessible, test } from "./fixtures.ts";
import {
  jpegFile,
  pngFile,
  saveFirstThreeSteps,
  serverKyc,
  signIn,
  signUpAndActivate,
} from "./kyc-helpers.ts";

test("a driver who leaves resumes at the saved step, on this device and another", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const driver = await signUpAndActivate(page);
  await page.goto(`/driver-kyc?whois=${driver.id}`);

  await page.getByLabel("Means of identification").selectOption("Driver's License");
  await page.getByLabel("Document ID").fill("DL-7788");
  await page
    .getByLabel("Document photos")
    .setInputFiles([await pngFile("a.png"), await pngFile("b.png", "#123456")]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByLabel("Vehicle type").selectOption("Motorcycle");
  await page.getByLabel("Plate number").fill("NSK-901-OK");
  await page.getByLabel("Vehicle photos").setInputFiles([await jpegFile("bike.jpg")]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();

  // Leave and come back: the wizard opens at the step after the last saved one.
  await page.reload();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();

  // Earlier steps show what was saved, photos included, each with a remove button.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Plate number")).toHaveValue("NSK-901-OK");
  await expect(page.getByRole("img", { name: "Vehicle photo 1" })).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Means of identification")).toHaveValue("Driver's License");
  await expect(page.getByRole("img", { name: "Document photo 2" })).toBeVisible();
  await page.getByRole("button", { name: "Remove document photo 2" }).click();
  await expect(page.getByRole("img", { name: "Document photo 2" })).toBeHidden();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  expect((await serverKyc(page.request)).identity.documentPhotos).toHaveLength(1);

  // Another device: the same driver logs in elsewhere and lands on step 3 too.
  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const otherPage = await other.newPage();
  await signIn(otherPage, driver.email, "kyc-e2e-pass");
  await otherPage.goto(`/driver-kyc?whois=${driver.id}`);
  await expect(otherPage.getByText("Step 3 of 4")).toBeVisible();
  await other.close();
  expect(consoleErrors).toEqual([]);
});

test("photo pickers enforce JPG or PNG, 5MB and 4 images with clear messages", async ({
  page,
  consoleErrors,
}) => {
  const driver = await signUpAndActivate(page);
  await page.goto(`/driver-kyc?whois=${driver.id}`);
  const picker = page.getByLabel("Document photos");

  await picker.setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") },
    { name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") },
  ]);
  await expect(page.getByText('"notes.txt" is not a JPG or PNG image')).toBeVisible();
  await expect(page.getByText('"anim.gif" is not a JPG or PNG image')).toBeVisible();
  await expect(page.getByRole("img", { name: /Document photo/ })).toHaveCount(0);

  await picker.setInputFiles([
    { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
  ]);
  await expect(page.getByText('"huge.png" is larger than 5MB')).toBeVisible();
  await expect(page.getByRole("img", { name: /Document photo/ })).toHaveCount(0);

  const five = await Promise.all(["1", "2", "3", "4", "5"].map((n) => pngFile(`p${n}.png`)));
  await picker.setInputFiles(five);
  await expect(page.getByText("You can upload at most 4 images")).toBeVisible();
  await expect(page.getByRole("img", { name: /Document photo/ })).toHaveCount(4);
  await expect(page.getByText("(4 of 4)")).toBeVisible();
  await expect(page.getByLabel("Document photos")).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Remove document photo 4" }).click();
  await expect(page.getByRole("img", { name: /Document photo/ })).toHaveCount(3);
  await expect(page.getByText("Add more images")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the final step: a failed submission shows the popup; Skip submits without a profile image", async ({
  page,
  consoleErrors,
}) => {
  const driver = await signUpAndActivate(page);
  await saveFirstThreeSteps(page.request);
  await page.goto(`/driver-kyc?whois=${driver.id}`);
  await expect(page.getByText("Step 4 of 4")).toBeVisible();

  // The connection drops while submitting.
  await page.route("**/api/driver/driverkyc**", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Skip" }).click();
  const failure = page.getByRole("alertdialog", { name: "Failed to update KYC data. Please try again." });
  await expect(failure).toBeVisible();
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toBeHidden();
  expect((await serverKyc(page.request)).status).toBe("not_submitted");
  await page.unroute("**/api/driver/driverkyc**");

  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("dialog", { name: "You're all set" })).toBeVisible();
  const saved = await serverKyc(page.request);
  expect(saved.status).toBe("pending");
  expect(saved.profileImage).toBeNull();

  // Once pending, the wizard shows the status instead of the steps.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your documents are under review" })).toBeVisible();
  await expect(page.getByText("Pending review")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("only the driver the link names sees the wizard; others get a clear message and a Login link", async ({
  page,
  consoleErrors,
}) => {
  const someone = "01a203da-0000-7000-8000-000000000000";
  await page.goto(`/driver-kyc?whois=${someone}`);
  await expect(page.getByRole("heading", { name: "Log in to continue your verification" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdriver-kyc%3Fwhois%3D/);

  await signIn(page, "rider@campusgo.demo");
  await page.goto(`/driver-kyc?whois=${someone}`);
  await expect(page.getByRole("heading", { name: "Verification is for driver accounts" })).toBeVisible();

  const demoDriver = await signIn(page, "driver@campusgo.demo");
  await page.goto(`/driver-kyc?whois=${someone}`);
  await expect(
    page.getByRole("heading", { name: "This verification belongs to another driver" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  // The approved demo driver's own link shows the status, not the steps.
  await page.goto(`/driver-kyc?whois=${demoDriver.id}`);
  await expect(page.getByRole("heading", { name: "You are verified" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Proceed to Dashboard" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
