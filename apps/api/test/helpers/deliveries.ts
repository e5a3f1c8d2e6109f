import { randomBytes } from "node:crypto";
import type { DeliveryView, VehicleType } from "@campusgo/domain";
import { eq } from "drizzle-orm";
import { type Delivery, deliveries, driverProfiles, type User } from "../../src/db/schema/index.ts";
import { transitionDelivery } from "../../src/modules/deliveries/transition.ts";
import type { TestApp } from "./app.ts";
import { png } from "./images.ts";
import { multipart } from "./multipart.ts";
import { place } from "./rides.ts";
import { type Client, createUser } from "./users.ts";

let picture: Buffer | undefined;

/** Uploads a parcel photo as the signed-in user; the answer as it came. */
export async function uploadParcelPhoto(api: Client, data?: Buffer, type = "image/png") {
  picture ??= await png();
  return api({
    method: "POST",
    url: "/api/deliveries/photos",
    ...(await multipart({}, [{ field: "photo", data: data ?? picture, filename: "parcel.png", type }])),
  });
}

/** A fresh parcel photo's key (fails the test unless the upload was taken). */
export async function parcelPhotoKey(api: Client): Promise<string> {
  const res = await uploadParcelPhoto(api);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data.photoKey as string;
}

let phones = 0;
/** A Nigerian mobile number no other recipient in this process has, as typed and in E.164. */
export function recipientNumber(): { typed: string; e164: string } {
  const local = `80${String(Date.now() % 1e6).padStart(6, "0")}${String(phones++ % 100).padStart(2, "0")}`;
  return { typed: `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`, e164: `+234${local}` };
}

export const deliveryBody = (photoKey: string, overrides: Record<string, unknown> = {}) => ({
  pickup: place("odenigwe"),
  dropoff: place("main-gate"),
  category: "documents",
  size: "small",
  photoKey,
  declaredValueKobo: 500_000,
  recipientName: "Ngozi Eze",
  recipientPhone: recipientNumber().typed,
  note: "Call when you are at the gate",
  fragile: false,
  ...overrides,
});

/** Books a delivery with a fresh photo and returns it (fails the test unless it was created). */
export async function bookDelivery(api: Client, overrides: Record<string, unknown> = {}) {
  const key = await parcelPhotoKey(api);
  const res = await api({ method: "POST", url: "/api/deliveries", payload: deliveryBody(key, overrides) });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json().data as DeliveryView;
}

export async function deliveryRow(t: TestApp, id: string): Promise<Delivery> {
  const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, id));
  if (!row) throw new Error(`no delivery ${id}`);
  return row;
}

/** An approved driver with a vehicle, named as given (a first name and a surname). */
export async function namedDriver(
  t: TestApp,
  fullName = "Chinedu Okafor",
  vehicleType: VehicleType = "Keke",
): Promise<User> {
  const driver = await createUser(t, { role: "driver", fullName });
  await t.database.db.insert(driverProfiles).values({
    userId: driver.id,
    kycStatus: "approved",
    kycStep: 4,
    vehicleType,
    plateNumber: `NSK-${randomBytes(2).toString("hex").toUpperCase()}`,
    vehicleColor: "Green",
    numberOfSeats: 3,
  });
  return driver;
}

/**
 * Moves a delivery through the kernel as the server and its driver would (dispatch and offers are not plugged
 * in yet): the driver is given it, then each event in turn. Fails the test if a move is refused.
 */
export async function moveDelivery(
  t: TestApp,
  id: string,
  driver: User,
  events: ("accept" | "arrive_pickup" | "pick_up" | "arrive_dropoff" | "deliver")[],
): Promise<Delivery> {
  let row = await deliveryRow(t, id);
  for (const event of events) {
    const change = await t.database.db.transaction((tx) =>
      transitionDelivery(tx, row, {
        event,
        actor: event === "accept" ? "system" : "driver",
        actorId: event === "accept" ? null : driver.id,
        patch:
          event === "accept"
            ? { driverId: driver.id, agreedKobo: row.offerKobo, amountKobo: row.offerKobo }
            : {},
      }),
    );
    if (!change) throw new Error(`${event} refused from ${row.status}`);
    row = change.delivery;
  }
  return row;
}
