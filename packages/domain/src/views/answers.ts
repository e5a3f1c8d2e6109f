import { z } from "zod";
import { notificationViewSchema } from "./notifications.ts";
import { publicUserSchema } from "./user.ts";

/** The answer of calls that only confirm. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** The answer of every auth and profile call that returns the user. */
export const userAnswerSchema = z.object({ message: z.string(), data: publicUserSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** GET /auth/activate also says whether this browser was signed in (only the one that registered). */
export const activationAnswerSchema = userAnswerSchema.extend({ signedIn: z.boolean() });
export type ActivationAnswer = z.infer<typeof activationAnswerSchema>;

/** GET /api/notifications: the newest 50 and how many are unread in all. */
export const notificationsAnswerSchema = z.object({
  data: z.array(notificationViewSchema),
  unread: z.number().int(),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswerSchema>;

/** A notification marked read (one or all): how many are still unread. */
export const notificationsMarkedSchema = z.object({ message: z.string(), unread: z.number().int() });

/** POST /api/rides/luggage-photo: the key a booking names its luggage picture by. */
export const luggagePhotoSchema = z.object({ photoKey: z.string() });
export type LuggagePhoto = z.infer<typeof luggagePhotoSchema>;
