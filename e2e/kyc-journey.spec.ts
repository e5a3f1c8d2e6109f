import { expect, expectAccessible, test } from "./fixtures.ts";
import { jpegFile, openAdmin, pngFile, serverKyc, signUpAndActivate } from "./kyc-helpers.ts";

// A journey in two browsers (the driver and the admin), with uploads: more than the default limit on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a new driver verifies in four steps, an admin approves, and the driver can go online", async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  const driver = await signUpAndActivate(page);
  await page.getByRole("link", { name: "Complete Account Setup" }).click();
  await expect(page).toHaveURL(new RegExp(`/driver-kyc\\?whois=${driver.id}`));
  await expect(page.getByRole("heading", { name: "kYC Verification" })).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expectAccessible(page);

  // Step 1: identity. Nothing filled: the spec's three messages, and no move forward.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select means of identification")).toBeVisible();
  await expect(page.getByText("Please enter document ID")).toBeVisible();
  await expect(page.getByText("Please upload at least one document image")).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Means of identification").selectOption("NIN");
  await page.getByLabel("Document ID").fill("12345678901");
  await expect(page.getByText("Up to 4 images, JPG or PNG, max 5MB each")).toBeVisible();
  await page
    .getByLabel("Document photos")
    .setInputFiles([await pngFile("nin-front.png"), await pngFile("nin-back.png", "#c62828")]);
  await expect(page.getByRole("img", { name: "Document photo 1" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Document photo 2" })).toBeVisible();
  await expect(page.getByText("Please upload at least one document image")).toBeHidden();
  await page.getByRole("button", { name: "Next" }).click();

  // Step 2: vehicle.
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select you vehicle type")).toBeVisible();
  await expect(page.getByText("Please provide plate number")).toBeVisible();
  await expect(page.getByText("Please upload at least one vehicle image")).toBeVisible();
  await page.getByLabel("Vehicle type").selectOption("Keke");
  await page.getByLabel("Plate number").fill("ENU-245-KE");
  await page.getByLabel("Colour").fill("Yellow");
  await page.getByLabel("Number of seats").fill("3");
  await page.getByLabel("Service area").selectOption("Odenigwe");
  await page.getByLabel("Vehicle photos").setInputFiles([await jpegFile("keke.jpg")]);
  await expect(page.getByRole("img", { name: "Vehicle photo 1" })).toBeVisible();
  // Papers that have already run out are refused under the field; a day ahead is kept.
  await page.getByLabel("Vehicle papers expire on").fill("2020-01-31");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByText("This date has passed: please renew the document, then give the new date"),
  ).toBeVisible();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByLabel("Vehicle papers expire on").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("kyc-papers-expiry-360.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel("Vehicle papers expire on").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("kyc-papers-expiry-desktop.png") });
  await page.setViewportSize({ width: 360, height: 800 });
  const papersExpire = `${new Date().getUTCFullYear() + 1}-06-30`;
  await page.getByLabel("Vehicle papers expire on").fill(papersExpire);
  await page.getByRole("button", { name: "Next" }).click();

  // Step 3: bank. The terms checkbox is shown but not required.
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select your bank")).toBeVisible();
  await expect(page.getByText("Please provide a name")).toBeVisible();
  await expect(page.getByText("Please provide account number")).toBeVisible();
  await expect(page.getByRole("checkbox")).toBeVisible();
  await page.getByLabel("Bank name").selectOption("First Bank");
  await page.getByLabel("Account holder name").fill("Emeka Okafor");
  await page.getByLabel("Account number").fill("3012345678");
  await page.getByRole("button", { name: "Next" }).click();

  // Step 4: profile image, required unless skipped.
  await expect(page.getByText("Step 4 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please upload prpfile image or just skip")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Profile image").setInputFiles([await jpegFile("me.jpg", "#4b5f58")]);
  await expect(page.getByRole("img", { name: "Profile image 1" })).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();

  const modal = page.getByRole("dialog", { name: "You're all set" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("under review");
  await expect(modal).toContainText("within 24 hours");
  await expectAccessible(page);

  // The server holds everything, now pending.
  const saved = await serverKyc(page.request);
  expect(saved.status).toBe("pending");
  expect(saved.identity.documentPhotos).toHaveLength(2);
  expect(saved.vehicle.vehiclePhotos).toHaveLength(1);
  expect(saved.profileImage).not.toBeNull();
  expect(saved.vehicle.vehiclePapersExpireOn).toBe(papersExpire);
  expect(saved.identity.documentExpiresOn).toBeNull();

  await modal.getByRole("link", { name: "Proceed to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByTestId("kyc-status-card");
  await expect(card).toContainText("Pending review");

  // The admin approves from the queue, after looking at the documents.
  const admin = await openAdmin(browser, page, testInfo);
  await admin.page.goto("/admin");
  await expect(admin.page.getByRole("heading", { name: "Driver verifications" })).toBeVisible();
  await admin.page.getByRole("link", { name: new RegExp(driver.fullName) }).click();
  await expect(admin.page.getByRole("heading", { name: driver.fullName })).toBeVisible();
  await expect(admin.page.getByText("3012345678")).toBeVisible();
  await expectAccessible(admin.page);

  await admin.page.getByRole("button", { name: "Enlarge document photo 1" }).click();
  const viewer = admin.page.getByRole("dialog", { name: "Document photo 1" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img", { name: "Document photo 1" })).toBeVisible();
  await admin.page.keyboard.press("ArrowRight");
  await expect(admin.page.getByRole("dialog", { name: "Document photo 2" })).toBeVisible();
  await admin.page.keyboard.press("Escape");
  await expect(admin.page.getByRole("dialog")).toBeHidden();

  await admin.page.getByRole("button", { name: "Approve", exact: true }).click();
  await admin.page.getByRole("button", { name: "Approve driver" }).click();
  await expect(admin.page.getByText("Driver approved")).toBeVisible();
  await expect(admin.page).toHaveURL(/\/admin$/);
  await expect(admin.page.getByRole("link", { name: new RegExp(driver.fullName) })).toBeHidden();

  await admin.page.getByRole("link", { name: "Audit log" }).first().click();
  await expect(admin.page.getByText("approved a driver verification").first()).toBeVisible();
  await admin.close();

  // The driver sees the approval and can switch online.
  expect((await serverKyc(page.request)).status).toBe("approved");
  await page.reload();
  await expect(page.getByTestId("kyc-status-card")).toContainText("Approved");
  const online = page.getByRole("switch", { name: "Online" });
  await expect(online).toBeEnabled();
  await online.click();
  await expect(online).toHaveAttribute("aria-checked", "true");
  expect(consoleErrors).toEqual([]);
});
