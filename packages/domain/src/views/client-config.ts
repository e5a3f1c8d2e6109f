import { z } from "zod";

/** GET /api/config: what the web app needs to know about this deployment. */
export const clientConfigSchema = z.object({
  googleClientId: z.string().nullable(),
  tileUrl: z.string(),
  geocoderUrl: z.string(),
  demo: z.boolean(),
  /** What a rider pays for cancelling once the driver has arrived (kobo), shown before they confirm. */
  cancelFeeKobo: z.number().int().min(0),
  /** Where users write to support (Settings, a suspended driver's appeal). */
  supportEmail: z.string(),
  /** The server's VAPID public key (base64url), for PushManager.subscribe's applicationServerKey. */
  vapidPublicKey: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
