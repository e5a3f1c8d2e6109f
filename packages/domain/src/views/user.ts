import { z } from "zod";
import { ADMIN_RIGHTS } from "../admin-rights.ts";
import { ROLES } from "../constants.ts";
import type { PublicUser } from "../user.ts";

/** PublicUser (user.ts, kept free of zod for the landing page's bundle) as the API's response schema. */
export const publicUserSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
  adminRight: z.enum(ADMIN_RIGHTS).nullable().optional(),
  suspension: z.object({ reason: z.string(), since: z.string() }).nullable().optional(),
}) satisfies z.ZodType<PublicUser>;
