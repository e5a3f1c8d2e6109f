import { z } from "zod";
import { DRIVER_CITIES, LIMITS } from "../constants.ts";
import { MESSAGES } from "../messages.ts";
import {
  email,
  fullName,
  isEmail,
  isPhone,
  loginPassword,
  newSignupPassword,
  phoneNumber,
  resetPassword,
} from "./fields.ts";
import { oneLineText } from "./text.ts";

const mustMatch = <T extends { password: string; confirmPassword?: string | undefined }>(v: T) =>
  v.confirmPassword === undefined || v.password === v.confirmPassword;

/** POST /auth/register/passenger */
export const passengerSignupSchema = z
  .object({
    fullName,
    email,
    phoneNumber,
    password: newSignupPassword,
    confirmPassword: z.string().optional(),
    role: z.literal("passenger").default("passenger"),
  })
  .refine(mustMatch, { error: MESSAGES.passwordsMismatch, path: ["confirmPassword"] });
export type PassengerSignup = z.infer<typeof passengerSignupSchema>;

/** POST /auth/register/driver */
export const driverSignupSchema = z
  .object({
    firstName: oneLineText({ error: MESSAGES.firstNameMin })
      .min(LIMITS.nameMin, { error: MESSAGES.firstNameMin })
      .max(50, { error: "First Name must be at most 50 characters" }),
    lastName: oneLineText().max(100, { error: "Last Name must be at most 100 characters" }).default(""),
    email,
    phoneNumber,
    password: newSignupPassword,
    confirmPassword: z.string({ error: MESSAGES.passwordsMismatch }),
    city: z.enum(DRIVER_CITIES, { error: "Please select your city" }),
    role: z.literal("driver").default("driver"),
  })
  .refine(mustMatch, { error: MESSAGES.passwordsMismatch, path: ["confirmPassword"] });
export type DriverSignup = z.infer<typeof driverSignupSchema>;

/** The driver sign-up form: one full-name field, split into first and last name when sent. */
export const driverSignupFormSchema = z
  .object({
    fullName: oneLineText().refine((v) => splitFullName(v).firstName.length >= LIMITS.nameMin, {
      error: MESSAGES.firstNameMin,
    }),
    email,
    phoneNumber,
    password: newSignupPassword,
    confirmPassword: z.string(),
    city: z.enum(DRIVER_CITIES, { error: "Please select your city" }),
  })
  .refine(mustMatch, { error: MESSAGES.passwordsMismatch, path: ["confirmPassword"] });

/** The first word of the full name is the first name; the remaining words are the last name. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

export const emailOrPhone = oneLineText({ error: MESSAGES.invalidEmailOrPhone }).refine(
  (v) => isEmail(v) || isPhone(v),
  { error: MESSAGES.invalidEmailOrPhone },
);

/** POST /auth/login */
export const loginSchema = z.object({ email_or_phone: emailOrPhone, password: loginPassword });
export type Login = z.infer<typeof loginSchema>;

/** POST /auth/send-otp and POST /auth/resend-activation */
export const emailOnlySchema = z.object({
  email: oneLineText({ error: MESSAGES.forgotInvalidEmail })
    .toLowerCase()
    .refine(isEmail, { error: MESSAGES.forgotInvalidEmail }),
});

/** PUT /auth/verify-otp */
export const verifyOtpSchema = z.object({
  otp: z
    .string({ error: MESSAGES.otpIncomplete })
    .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), { error: MESSAGES.otpIncomplete }),
});

/** PUT /auth/reset-password */
export const resetPasswordSchema = z
  .object({ newPassword: resetPassword, confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    error: MESSAGES.passwordsMismatch,
    path: ["confirmNewPassword"],
  });

/** PUT /users/me/password (the settings' Change password form) */
export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, { error: "Please enter your current password" }),
    newPassword: resetPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: MESSAGES.passwordsMismatch,
    path: ["confirmPassword"],
  });

/** PATCH /users/me (Edit profile) */
export const editProfileSchema = z.object({ fullName, phoneNumber, email });

/** POST /auth/google */
export const googleSignInSchema = z.object({
  access_token: z.string().min(1, { error: "Google sign-in failed. Please try again" }),
  role: z.enum(["passenger", "driver"]).default("passenger"),
});
