import { api } from "../../../lib/api-client.ts";
import type { Handover, HandoverAnswer } from "../lib/handover.ts";

/** Where each hand-over goes. */
const PATHS = { pickup: "pickup", dropoff: "dropoff", returned: "returned" } as const;

/**
 * POST /api/deliveries/:id/pickup, /dropoff or /returned (multipart): the fields of handoverFieldsSchema first,
 * then the `photo` file; `queued` once it waited in the offline queue. The key makes a repeat answered once.
 */
export async function sendHandover(
  handover: Handover,
  { key, queued }: { key: string; queued: boolean },
): Promise<HandoverAnswer> {
  const form = new FormData();
  form.set("code", handover.code);
  form.set("at", handover.at);
  if (handover.lat !== null && handover.lon !== null) {
    form.set("lat", String(handover.lat));
    form.set("lon", String(handover.lon));
  }
  if (queued) form.set("queued", "1");
  const type = handover.photo.type || "image/jpeg";
  form.set("photo", handover.photo, `${handover.step}.${type === "image/png" ? "png" : "jpg"}`);
  const answer = await api<{ message?: string; data: HandoverAnswer["delivery"] }>(
    `/deliveries/${encodeURIComponent(handover.deliveryId)}/${PATHS[handover.step]}`,
    { body: form, idempotencyKey: key },
  );
  return { message: answer.message ?? null, delivery: answer.data };
}
