import { ROLES } from "@campusgo/domain";
import { z } from "zod";

/** The user as every auth and profile call returns it. */
export const publicUserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
});

export const messageResponse = z.object({ message: z.string() });
export const userResponse = z.object({ message: z.string(), data: publicUserSchema });
/** The activation answer also says whether this browser was signed in. */
export const activationResponse = userResponse.extend({ signedIn: z.boolean() });
