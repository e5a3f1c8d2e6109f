import { expect, expectAccessible, test } from "./fixtures.ts";
import { pngFile, serverKyc, signUpAndActivate } from "./kyc-helpers.ts";

test("the earlier verification screens validate and save identity, address and place", async ({
  page,
  consoleErrors,
}) => {
  await signUpAndActivate(page);

  // Identity Verification
  await page.goto("/DriVerify");
  await expect(page.getByRole("heading", { name: "kYC Verification" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Identity Verification" })).toBeVisible();
  await expect(page.getByText("Already have an account?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Skip Now" })).toHaveAttribute("href", "/DrivUpload");
  // Google is not configured on this server: the button is hidden.
  await expect(page.getByText("Continue with Google")).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select means of identification")).toBeVisible();
  await expect(page.getByText("Please enter document ID")).toBeVisible();
  await expect(page.getByText("Please enter your date of birth")).toBeVisible();
  await page.getByLabel("Means of Identification").selectOption("Birth Certificate");
  await page.getByLabel("Document ID").pressSequentially("12ab34");
  await expect(page.getByLabel("Document ID")).toHaveValue("1234");
  await page.getByLabel("Date of Birth").fill("2000-01-15");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/DrivPlace$/);

  // Places to operate
  await expect(page.getByRole("heading", { name: "Places you want to operate in" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select a place")).toBeVisible();
  await page.getByLabel("Address").selectOption("Hill-top");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Address Verification, reached by the other spelling of its route
  await page.goto("/Driv-upload");
  await expect(page.getByRole("heading", { name: "Address Verification" })).toBeVisible();
  await expect(page.getByText("png, jpeg or jpg only")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter your address")).toBeVisible();
  await expect(page.getByText("Please upload an electric, water or waste bill")).toBeVisible();
  const bill = page.getByLabel("Upload an electric, water or waste bill");
  await bill.setInputFiles([{ name: "bill.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") }]);
  await expect(page.getByText("Only png, jpeg or jpg files are accepted")).toBeVisible();
  await bill.setInputFiles([await pngFile("nepa-bill.png", "#eeeeee")]);
  await expect(page.getByRole("img", { name: "Preview of the chosen bill" })).toBeVisible();
  await page.getByPlaceholder("Enter your address").fill("12 Odenigwe Road, Nsukka");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/DrivPlace$/);

  const saved = await serverKyc(page.request);
  expect(saved.earlier).toMatchObject({
    meansOfIdentification: "Birth Certificate",
    documentID: "1234",
    dob: "2000-01-15",
    address: "12 Odenigwe Road, Nsukka",
    operatingPlace: "Hill-top",
  });
  expect(saved.earlier.addressProof).not.toBeNull();

  // Coming back shows what was saved.
  await page.goto("/Dri-verify");
  await expect(page.getByLabel("Document ID")).toHaveValue("1234");
  await page.goto("/DrivUpload");
  await expect(page.getByRole("img", { name: "Your saved bill" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("signed-out visitors of the earlier screens are asked to log in", async ({ page, consoleErrors }) => {
  for (const path of [
    "/DriVerify",
    "/DrivUpload",
    "/DrivPlace",
    "/Dri-verify",
    "/Driv-upload",
    "/Driv-place",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "kYC Verification" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Log in to continue your verification" })).toBeVisible();
  }
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
