import { expect, expectAccessible, test } from "./fixtures.ts";
import {
  CSRF,
  openAdmin,
  pngFile,
  saveFirstThreeSteps,
  serverKyc,
  signUpAndActivate,
} from "./kyc-helpers.ts";

// A journey in two browsers (the driver and the admin), with uploads: more than the default limit on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("an admin rejects with a reason; the driver reads it, fixes the details and resubmits", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const driver = await signUpAndActivate(page);
  await saveFirstThreeSteps(page.request);
  const submitted = await page.request.put(`/api/driver/driverkyc?whois=${driver.id}&skip=1`, {
    headers: CSRF,
    multipart: { transactionPin: "1234" },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  const admin = await openAdmin(browser, page, testInfo);
  await admin.page.goto(`/admin/kyc/${driver.id}`);
  await expect(admin.page.getByRole("heading", { name: driver.fullName })).toBeVisible();
  await admin.page.getByRole("button", { name: "Reject", exact: true }).click();
  const dialog = admin.page.getByRole("dialog", { name: `Reject ${driver.fullName}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(admin.page);

  // A reason is required.
  await dialog.getByRole("button", { name: "Reject verification" }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  expect((await serverKyc(page.request)).status).toBe("pending");

  const reason = "The document photo is blurred. Please upload a clear photo of your NIN slip";
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject verification" }).click();
  await expect(admin.page.getByText("Driver rejected")).toBeVisible();
  await expect(admin.page).toHaveURL(/\/admin$/);

  await admin.page.getByRole("link", { name: "Audit log" }).first().click();
  await expect(admin.page.getByText(reason).first()).toBeVisible();

  // The driver sees the decision and the reason, and what to do next.
  await page.goto("/dashboard");
  const card = page.getByTestId("kyc-status-card");
  await expect(card).toContainText("Rejected");
  await expect(card).toContainText(reason);
  await card.getByRole("link", { name: "Fix and resubmit" }).click();
  await expect(page).toHaveURL(new RegExp(`/driver-kyc\\?whois=${driver.id}`));
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();

  // Everything saved is there; a new photo replaces the blurred one.
  await expect(page.getByLabel("Document ID")).toHaveValue("12345678901");
  await page.getByRole("button", { name: "Remove document photo 1" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please upload at least one document image")).toBeVisible();
  await page.getByLabel("Document photos").setInputFiles([await pngFile("nin-clear.png", "#ffffff")]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  // The saved account number is kept when the field is left blank.
  await expect(page.getByText(/Saved: \*+6789/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 4 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByRole("dialog", { name: "You're all set" })).toBeVisible();

  const resubmitted = await serverKyc(page.request);
  expect(resubmitted.status).toBe("pending");
  expect(resubmitted.rejectionReason).toBeNull();
  expect(resubmitted.identity.documentPhotos).toHaveLength(1);

  await admin.page.goto("/admin");
  await expect(admin.page.getByRole("link", { name: new RegExp(driver.fullName) })).toBeVisible();
  await admin.close();
  expect(consoleErrors).toEqual([]);
});
