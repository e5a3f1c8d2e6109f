import type { DeliveryView } from "@campusgo/domain";
import sharp from "sharp";
import { CSRF_HEADER } from "../plugins/csrf.ts";
import type { ApiAnswer } from "./http.ts";

let photo: Promise<Buffer> | undefined;

/** The simulated driver's "photo" of a parcel: a small brown box, made once. */
const parcelPhoto = () =>
  (photo ??= sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 160, g: 110, b: 60 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer());

/**
 * A hand-over as the driver's phone sends it: the photo and the code in a multipart form, with the position and
 * the time it was taken.
 */
export async function sendHandover(
  baseUrl: string,
  cookie: string,
  deliveryId: string,
  what: "pickup" | "dropoff",
  fields: { code: string; lat: number; lon: number },
): Promise<ApiAnswer<{ data?: DeliveryView; message?: string }>> {
  const form = new FormData();
  form.set("code", fields.code);
  form.set("lat", String(fields.lat));
  form.set("lon", String(fields.lon));
  form.set("at", new Date().toISOString());
  form.set("photo", new Blob([new Uint8Array(await parcelPhoto())], { type: "image/jpeg" }), "parcel.jpg");
  const res = await fetch(`${baseUrl}/api/deliveries/${deliveryId}/${what}`, {
    method: "POST",
    headers: { cookie, [CSRF_HEADER]: "1" },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}
