import type { User } from "../../src/db/schema/index.ts";
import type { TestApp } from "./app.ts";
import { jpeg, png } from "./images.ts";
import { type FieldValues, type FilePart, multipart } from "./multipart.ts";
import { type Client, createUser } from "./users.ts";

/** A complete, valid set of wizard answers. */
export const KYC_ANSWERS = {
  identity: { meansOfIdentification: "NIN", documentID: "12345678901" },
  vehicle: {
    vehicleType: "Keke",
    plateNumber: "ENU-123-AB",
    vehicleColor: "Yellow",
    numberOfSeats: "3",
    serviceArea: "Odenigwe",
  },
  bank: { bankName: "GTBank", bankAccountHolderName: "Ada Obi", bankAccountNumber: "0123456789" },
} as const;

export function createDriver(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}): Promise<User> {
  return createUser(t, { role: "driver", city: "Lagos", ...overrides });
}

/** A multipart PUT through a signed-in client. */
export async function putForm(c: Client, url: string, fields: FieldValues = {}, files: FilePart[] = []) {
  return c({ method: "PUT", url, ...(await multipart(fields, files)) });
}

/** The whole verification in one call, as the spec's client sends it (SPEC 7). */
export async function submitKyc(
  c: Client,
  driver: Pick<User, "id">,
  options: { skip?: boolean; fields?: FieldValues; files?: FilePart[] } = {},
) {
  const files = options.files ?? [
    { field: "documentPhotos", data: await jpeg(), filename: "nin-front.jpg" },
    { field: "vehiclePhotos", data: await png(), filename: "keke.png", type: "image/png" },
    ...(options.skip ? [] : [{ field: "profileImage", data: await jpeg(), filename: "me.jpg" }]),
  ];
  const query = new URLSearchParams({ whois: driver.id, ...(options.skip ? { skip: "1" } : {}) });
  return putForm(
    c,
    `/api/driver/driverkyc?${query}`,
    {
      documentType: "NIN",
      ...KYC_ANSWERS.identity,
      ...KYC_ANSWERS.vehicle,
      ...KYC_ANSWERS.bank,
      transactionPin: "1234",
      ...options.fields,
    },
    files,
  );
}
