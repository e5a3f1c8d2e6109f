import { publicUserSchema } from "@campusgo/domain";
import { z } from "zod";

export { publicUserSchema };

export const messageResponse = z.object({ message: z.string() });
export const userResponse = z.object({ message: z.string(), data: publicUserSchema });
/** The activation answer also says whether this browser was signed in. */
export const activationResponse = userResponse.extend({ signedIn: z.boolean() });
