import { MESSAGES } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverProfiles, kycFiles, type User } from "../src/db/schema/index.ts";
import { KYC_MESSAGES } from "../src/modules/kyc/messages.ts";
import { createTestApp, type TestApp } from "./helpers/app.ts";
import { jpeg, png } from "./helpers/images.ts";
import { createDriver, KYC_ANSWERS, putForm, submitKyc } from "./helpers/kyc.ts";
import type { FilePart } from "./helpers/multipart.ts";
import { type Client, signedIn } from "./helpers/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const photo = async (field: string, filename = "photo.jpg"): Promise<FilePart> => ({
  field,
  data: await jpeg(),
  filename,
});
const photos = (field: string, n: number) => Promise.all(Array.from({ length: n }, () => photo(field)));

async function newDriver(): Promise<{ driver: User; c: Client }> {
  const driver = await createDriver(t);
  return { driver, c: await signedIn(t, driver) };
}

const getKyc = async (c: Client) => {
  const res = await c({ method: "GET", url: "/api/driver/kyc" });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const filesOf = (userId: string) => t.database.db.select().from(kycFiles).where(eq(kycFiles.userId, userId));
const profileOf = async (userId: string) =>
  (await t.database.db.select().from(driverProfiles).where(eq(driverProfiles.userId, userId)))[0];

describe("GET /api/driver/kyc", () => {
  it("answers an empty, not submitted verification for a new driver", async () => {
    const { c } = await newDriver();
    expect(await getKyc(c)).toEqual({
      status: "not_submitted",
      step: 0,
      rejectionReason: null,
      submittedAt: null,
      reviewedAt: null,
      identity: {
        meansOfIdentification: null,
        documentID: null,
        documentPhotos: [],
        documentExpiresOn: null,
      },
      vehicle: {
        vehicleType: null,
        plateNumber: null,
        vehicleColor: null,
        numberOfSeats: null,
        serviceArea: null,
        vehiclePhotos: [],
        vehiclePapersExpireOn: null,
      },
      bank: { bankName: null, bankAccountHolderName: null, bankAccountNumberMasked: null },
      profileImage: null,
      earlier: {
        meansOfIdentification: null,
        documentID: null,
        dob: null,
        address: null,
        addressProof: null,
        operatingPlace: null,
      },
    });
  });
});

describe("step 1: identity", () => {
  it.each([
    ["nothing", {}, 1, MESSAGES.selectIdentification],
    [
      "an option of the earlier screen",
      { meansOfIdentification: "Driving Licence", documentID: "1" },
      1,
      MESSAGES.selectIdentification,
    ],
    ["a blank document ID", { meansOfIdentification: "NIN", documentID: "   " }, 1, MESSAGES.enterDocumentId],
    [
      "no document image",
      { meansOfIdentification: "NIN", documentID: "A1234" },
      0,
      MESSAGES.uploadDocumentImage,
    ],
  ])("refuses %s with the spec's message and saves nothing", async (_, fields, images, message) => {
    const { driver, c } = await newDriver();
    const res = await putForm(c, "/api/driver/kyc/identity", fields, await photos("documentPhotos", images));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await filesOf(driver.id)).toHaveLength(0);
    expect((await getKyc(c)).step).toBe(0);
  });

  it("saves the identity, adds photos on later saves and removes the ones named", async () => {
    const { driver, c } = await newDriver();
    const first = await putForm(
      c,
      "/api/driver/kyc/identity",
      KYC_ANSWERS.identity,
      await photos("documentPhotos", 2),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Saved");
    const saved = first.json().data;
    expect(saved.step).toBe(1);
    expect(saved.identity.meansOfIdentification).toBe("NIN");
    expect(saved.identity.documentID).toBe("12345678901");
    expect(saved.identity.documentPhotos).toHaveLength(2);
    for (const p of saved.identity.documentPhotos) expect(p.url).toBe(`/api/driver/kyc/files/${p.id}`);

    // Files sent later join the set ("documentPhotos[]" is the same field); the text may be left out.
    const added = await putForm(c, "/api/driver/kyc/identity", {}, [await photo("documentPhotos[]")]);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.identity.documentPhotos).toHaveLength(3);

    const [gone, kept] = saved.identity.documentPhotos;
    const removed = await putForm(c, "/api/driver/kyc/identity", {
      ...KYC_ANSWERS.identity,
      removePhotoIds: [gone.id],
    });
    expect(removed.statusCode).toBe(200);
    const ids = removed.json().data.identity.documentPhotos.map((p: { id: string }) => p.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(gone.id);
    expect(ids).toContain(kept.id);
    expect((await filesOf(driver.id)).map((f) => f.id)).toEqual(expect.arrayContaining(ids));
    expect(await filesOf(driver.id)).toHaveLength(2);
  });

  it("refuses to leave no document image, and keeps what was there", async () => {
    const { driver, c } = await newDriver();
    const saved = (
      await putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, await photos("documentPhotos", 2))
    ).json().data;
    const res = await putForm(c, "/api/driver/kyc/identity", {
      ...KYC_ANSWERS.identity,
      removePhotoIds: saved.identity.documentPhotos.map((p: { id: string }) => p.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.uploadDocumentImage);
    expect(await filesOf(driver.id)).toHaveLength(2);
  });

  it("counts saved photos with new ones: at most 4 per step", async () => {
    const { driver, c } = await newDriver();
    await putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, await photos("documentPhotos", 3));
    const res = await putForm(c, "/api/driver/kyc/identity", {}, await photos("documentPhotos", 2));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You can upload at most 4 images");
    expect(await filesOf(driver.id)).toHaveLength(3);
    // Removing one makes room for one.
    const [first] = (await getKyc(c)).identity.documentPhotos;
    const swap = await putForm(
      c,
      "/api/driver/kyc/identity",
      { removePhotoIds: first.id },
      await photos("documentPhotos", 2),
    );
    expect(swap.statusCode).toBe(200);
    expect(swap.json().data.identity.documentPhotos).toHaveLength(4);
  });
  it("cannot exceed 4 photos through two saves at once", async () => {
    const { driver, c } = await newDriver();
    const [a, b] = await Promise.all([
      putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, await photos("documentPhotos", 3)),
      putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, await photos("documentPhotos", 3)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.statusCode === 400)?.json().message).toBe("You can upload at most 4 images");
    expect(await filesOf(driver.id)).toHaveLength(3);
  });
});

describe("step 2: vehicle", () => {
  it.each([
    ["no vehicle type", { plateNumber: "ABC" }, 1, MESSAGES.selectVehicleType],
    [
      "a vehicle type not offered",
      { vehicleType: "Bicycle", plateNumber: "ABC" },
      1,
      MESSAGES.selectVehicleType,
    ],
    ["a blank plate number", { vehicleType: "Keke", plateNumber: " " }, 1, MESSAGES.providePlateNumber],
    ["no vehicle image", { vehicleType: "Keke", plateNumber: "ABC" }, 0, MESSAGES.uploadVehicleImage],
  ])("refuses %s", async (_, fields, images, message) => {
    const { driver, c } = await newDriver();
    const res = await putForm(c, "/api/driver/kyc/vehicle", fields, await photos("vehiclePhotos", images));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await filesOf(driver.id)).toHaveLength(0);
    expect(await profileOf(driver.id)).toMatchObject({ vehicleType: null, plateNumber: null });
  });

  it("does not require colour, seats or service area", async () => {
    const { c } = await newDriver();
    const res = await putForm(
      c,
      "/api/driver/kyc/vehicle",
      {
        vehicleType: "Shuttle Bus",
        plateNumber: "NSK 22",
        vehicleColor: "",
        numberOfSeats: "",
        serviceArea: "",
      },
      await photos("vehiclePhotos", 1),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vehicle).toMatchObject({
      vehicleType: "Shuttle Bus",
      plateNumber: "NSK 22",
      vehicleColor: null,
      numberOfSeats: null,
      serviceArea: null,
    });
    expect(res.json().data.step).toBe(2);
  });

  it("saves every vehicle field", async () => {
    const { c } = await newDriver();
    const res = await putForm(
      c,
      "/api/driver/kyc/vehicle",
      KYC_ANSWERS.vehicle,
      await photos("vehiclePhotos", 2),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vehicle).toMatchObject({
      vehicleType: "Keke",
      plateNumber: "ENU-123-AB",
      vehicleColor: "Yellow",
      numberOfSeats: 3,
      serviceArea: "Odenigwe",
    });
    expect(res.json().data.vehicle.vehiclePhotos).toHaveLength(2);
  });
});

describe("step 3: bank", () => {
  it.each([
    ["no bank", { bankAccountHolderName: "Ada", bankAccountNumber: "0123456789" }, MESSAGES.selectBank],
    [
      "a bank not listed",
      { bankName: "Moniepoint", bankAccountHolderName: "Ada", bankAccountNumber: "0123456789" },
      MESSAGES.selectBank,
    ],
    ["no holder name", { bankName: "UBA", bankAccountNumber: "0123456789" }, MESSAGES.provideAccountName],
    ["no account number", { bankName: "UBA", bankAccountHolderName: "Ada" }, MESSAGES.provideAccountNumber],
    [
      "an account number that is not 10 digits",
      { bankName: "UBA", bankAccountHolderName: "Ada", bankAccountNumber: "12345" },
      "Account number must be 10 digits",
    ],
  ])("refuses %s", async (_, fields, message) => {
    const { driver, c } = await newDriver();
    const res = await putForm(c, "/api/driver/kyc/bank", fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await profileOf(driver.id)).toMatchObject({ bankName: null, bankAccountNumber: null });
  });

  it("saves the bank and shows only the last four digits of the account", async () => {
    const { driver, c } = await newDriver();
    const res = await c({ method: "PUT", url: "/api/driver/kyc/bank", payload: KYC_ANSWERS.bank });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.bank).toEqual({
      bankName: "GTBank",
      bankAccountHolderName: "Ada Obi",
      bankAccountNumberMasked: "******6789",
    });
    expect(res.body).not.toContain("0123456789");
    expect((await profileOf(driver.id))?.bankAccountNumber).toBe("0123456789");
    expect(res.json().data.step).toBe(3);
  });
});

describe("step 4: profile image", () => {
  it("requires one image", async () => {
    const { c } = await newDriver();
    const none = await putForm(c, "/api/driver/kyc/profile", {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MESSAGES.uploadProfileImage);
    const two = await putForm(c, "/api/driver/kyc/profile", {}, await photos("profileImage", 2));
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe("You can upload only one image");
  });

  it("saves one image; a new one replaces it", async () => {
    const { driver, c } = await newDriver();
    const first = await putForm(c, "/api/driver/kyc/profile", {}, [await photo("profileImage")]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.step).toBe(4);
    const old = first.json().data.profileImage;
    expect(old.url).toBe(`/api/driver/kyc/files/${old.id}`);
    const second = await putForm(c, "/api/driver/kyc/profile", {}, [await photo("profileImage")]);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.profileImage.id).not.toBe(old.id);
    const rows = await filesOf(driver.id);
    expect(rows.map((r) => r.id)).toEqual([second.json().data.profileImage.id]);
    expect((await c({ method: "GET", url: old.url })).statusCode).toBe(404);
  });

  it("becomes the account's picture when the driver has none, as a copy; an existing picture stays", async () => {
    const { c } = await newDriver();
    expect((await c({ method: "GET", url: "/api/auth/me" })).json().data.profileImage).toBeNull();
    await putForm(c, "/api/driver/kyc/profile", {}, [await photo("profileImage")]);
    const adopted = (await c({ method: "GET", url: "/api/auth/me" })).json().data.profileImage;
    expect(adopted).toMatch(/\/avatar/);
    const served = await c({ method: "GET", url: adopted });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\//);

    // A second wizard picture does not replace the account picture the driver now has.
    await putForm(c, "/api/driver/kyc/profile", {}, [await photo("profileImage")]);
    expect((await c({ method: "GET", url: "/api/auth/me" })).json().data.profileImage).toBe(adopted);
  });
});

describe("resuming", () => {
  it("returns the saved steps on another device, and the step never goes back", async () => {
    const { driver, c } = await newDriver();
    await putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, await photos("documentPhotos", 1));
    await putForm(c, "/api/driver/kyc/vehicle", KYC_ANSWERS.vehicle, await photos("vehiclePhotos", 2));

    const phone = await signedIn(t, driver);
    const data = await getKyc(phone);
    expect(data.step).toBe(2);
    expect(data.status).toBe("not_submitted");
    expect(data.identity).toMatchObject({ meansOfIdentification: "NIN", documentID: "12345678901" });
    expect(data.identity.documentPhotos).toHaveLength(1);
    expect(data.vehicle).toMatchObject({ vehicleType: "Keke", plateNumber: "ENU-123-AB", numberOfSeats: 3 });
    expect(data.vehicle.vehiclePhotos).toHaveLength(2);

    const back = await putForm(phone, "/api/driver/kyc/identity", { documentID: "999" });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.step).toBe(2);
    expect(back.json().data.identity.documentID).toBe("999");
  });
});

describe("PUT /api/driver/driverkyc", () => {
  it("submits the whole verification at once: pending, with the spec's fields", async () => {
    const { driver, c } = await newDriver();
    const res = await submitKyc(c, driver);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("KYC submitted. We will notify you within 24 hours");
    const data = res.json().data;
    expect(data.status).toBe("pending");
    expect(data.step).toBe(4);
    expect(Date.parse(data.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.identity.documentPhotos).toHaveLength(1);
    expect(data.vehicle.vehiclePhotos).toHaveLength(1);
    expect(data.profileImage).not.toBeNull();
    expect(data.bank.bankAccountNumberMasked).toBe("******6789");
    expect(await profileOf(driver.id)).toMatchObject({ kycStatus: "pending", plateNumber: "ENU-123-AB" });
  });

  it.each([
    ["no identification", { meansOfIdentification: "" }, MESSAGES.selectIdentification],
    ["no document ID", { documentID: "" }, MESSAGES.enterDocumentId],
    ["no vehicle type", { vehicleType: "" }, MESSAGES.selectVehicleType],
    ["no plate number", { plateNumber: "" }, MESSAGES.providePlateNumber],
    ["no bank", { bankName: "" }, MESSAGES.selectBank],
    ["no holder name", { bankAccountHolderName: "" }, MESSAGES.provideAccountName],
    ["no account number", { bankAccountNumber: "" }, MESSAGES.provideAccountNumber],
  ])("answers the first failing message: %s", async (_, fields, message) => {
    const { driver, c } = await newDriver();
    const res = await submitKyc(c, driver, { fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await profileOf(driver.id)).toMatchObject({ kycStatus: "not_submitted" });
    expect(await filesOf(driver.id)).toHaveLength(0);
  });

  it("checks the steps in order when everything is missing", async () => {
    const { driver, c } = await newDriver();
    const res = await putForm(c, `/api/driver/driverkyc?whois=${driver.id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.selectIdentification);
  });

  it.each([
    ["document", "documentPhotos", MESSAGES.uploadDocumentImage],
    ["vehicle", "vehiclePhotos", MESSAGES.uploadVehicleImage],
    ["profile", "profileImage", MESSAGES.uploadProfileImage],
  ])("requires a %s image", async (_, missing, message) => {
    const { driver, c } = await newDriver();
    const files = [
      await photo("documentPhotos"),
      await photo("vehiclePhotos"),
      await photo("profileImage"),
    ].filter((f) => f.field !== missing);
    const res = await submitKyc(c, driver, { files });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await filesOf(driver.id)).toHaveLength(0);
  });

  it("submits without a profile image when skipped", async () => {
    const { driver, c } = await newDriver();
    const res = await submitKyc(c, driver, { skip: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "pending", profileImage: null });
  });

  it("uses the saved steps: files are optional where a step already has them", async () => {
    const { driver, c } = await newDriver();
    await putForm(c, "/api/driver/kyc/identity", KYC_ANSWERS.identity, await photos("documentPhotos", 2));
    await putForm(c, "/api/driver/kyc/vehicle", KYC_ANSWERS.vehicle, await photos("vehiclePhotos", 1));
    await putForm(c, "/api/driver/kyc/bank", KYC_ANSWERS.bank);
    const res = await putForm(c, `/api/driver/driverkyc?whois=${driver.id}`, { transactionPin: "0000" }, [
      await photo("profileImage"),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("pending");
    expect(res.json().data.identity.documentPhotos).toHaveLength(2);
    expect(await filesOf(driver.id)).toHaveLength(4);
  });

  it("keeps only the first profile image sent", async () => {
    const { driver, c } = await newDriver();
    const res = await submitKyc(c, driver, {
      files: [
        await photo("documentPhotos"),
        await photo("vehiclePhotos"),
        await photo("profileImage"),
        await photo("profileImage"),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect((await filesOf(driver.id)).filter((f) => f.kind === "profile")).toHaveLength(1);
  });

  it("freezes the data while it is under review", async () => {
    const { driver, c } = await newDriver();
    expect((await submitKyc(c, driver)).statusCode).toBe(200);
    const again = await submitKyc(c, driver);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KYC_MESSAGES.underReview);
    const edit = await putForm(c, "/api/driver/kyc/bank", { ...KYC_ANSWERS.bank, bankName: "UBA" });
    expect(edit.statusCode).toBe(409);
    expect((await profileOf(driver.id))?.bankName).toBe("GTBank");
    expect(await filesOf(driver.id)).toHaveLength(3);
  });
});

describe("earlier screens", () => {
  it.each([
    [
      "a wizard-only option",
      { meansOfIdentification: "Driver's License", documentID: "123", dob: "2000-01-01" },
      MESSAGES.selectIdentification,
    ],
    [
      "letters in the document ID",
      { meansOfIdentification: "Voters Card", documentID: "AB123", dob: "2000-01-01" },
      "Document ID must contain numbers only",
    ],
    [
      "no date of birth",
      { meansOfIdentification: "NIN", documentID: "123" },
      "Please enter your date of birth",
    ],
    [
      "an impossible date",
      { meansOfIdentification: "NIN", documentID: "123", dob: "2000-02-31" },
      "Please enter your date of birth",
    ],
    [
      "a driver under 18",
      { meansOfIdentification: "NIN", documentID: "123", dob: `${new Date().getUTCFullYear() - 17}-01-01` },
      KYC_MESSAGES.underAge,
    ],
  ])("identity refuses %s", async (_, payload, message) => {
    const { driver, c } = await newDriver();
    const res = await c({ method: "PUT", url: "/api/driver/kyc/earlier/identity", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await profileOf(driver.id)).toMatchObject({ earlierDocumentId: null, dateOfBirth: null });
  });

  it("identity saves the earlier option, numeric ID and date of birth", async () => {
    const { c } = await newDriver();
    const res = await c({
      method: "PUT",
      url: "/api/driver/kyc/earlier/identity",
      payload: { meansOfIdentification: "Birth Certificate", documentID: "0042", dob: "2001-05-17" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.earlier).toMatchObject({
      meansOfIdentification: "Birth Certificate",
      documentID: "0042",
      dob: "2001-05-17",
    });
    // The wizard's identity is a separate set of answers.
    expect(res.json().data.identity.meansOfIdentification).toBeNull();
  });

  it("address needs the text and one bill image; a new bill replaces the old", async () => {
    const { driver, c } = await newDriver();
    const noText = await putForm(c, "/api/driver/kyc/earlier/address", {}, [await photo("addressProof")]);
    expect(noText.json().message).toBe("Please enter your address");
    const noFile = await putForm(c, "/api/driver/kyc/earlier/address", { address: "12 Odim Street, Nsukka" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(KYC_MESSAGES.addressProof);
    expect(await filesOf(driver.id)).toHaveLength(0);

    const first = await putForm(c, "/api/driver/kyc/earlier/address", { address: "12 Odim Street, Nsukka" }, [
      { field: "addressProof", data: await png(), filename: "nepa-bill.png", type: "image/png" },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.earlier.address).toBe("12 Odim Street, Nsukka");
    const proof = first.json().data.earlier.addressProof;
    expect(proof.url).toBe(`/api/driver/kyc/files/${proof.id}`);

    const second = await putForm(c, "/api/driver/kyc/earlier/address", {}, [
      await photo("addressProof", "water.jpeg"),
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.earlier.addressProof.id).not.toBe(proof.id);
    expect(await filesOf(driver.id)).toHaveLength(1);
  });

  it("place takes one of the five campus areas", async () => {
    const { c } = await newDriver();
    const bad = await c({ method: "PUT", url: "/api/driver/kyc/earlier/place", payload: { place: "Lagos" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please select a place");
    const good = await c({
      method: "PUT",
      url: "/api/driver/kyc/earlier/place",
      payload: { place: "Hill-top" },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.earlier.operatingPlace).toBe("Hill-top");
    expect((await getKyc(c)).earlier.operatingPlace).toBe("Hill-top");
  });
});
