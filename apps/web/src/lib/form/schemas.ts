import "./zod-jitless.ts";
import {
  driverSignupFormSchema,
  emailOnlySchema,
  isEmail,
  loginSchema,
  passengerSignupSchema,
  resetPasswordSchema,
  splitFullName,
} from "@campusgo/domain";
import { zodResolver } from "@hookform/resolvers/zod";
/**
 * The public pages' form rules (zod and the shared schemas, about 40 KB gzip), loaded on demand by
 * `loadFormSchemas` so that a page does not wait for them to paint or to hydrate.
 */
export const resolvers = {
  login: zodResolver(loginSchema),
  passengerSignup: zodResolver(passengerSignupSchema),
  driverSignup: zodResolver(driverSignupFormSchema),
  resetPassword: zodResolver(resetPasswordSchema),
};

export { emailOnlySchema, isEmail, splitFullName };
