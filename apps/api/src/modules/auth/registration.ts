import type { DriverSignup, PassengerSignup } from "@campusgo/domain";
import type { User } from "../../db/schema/index.ts";
import { assertStrongPassword, hashPassword } from "../../lib/password.ts";
import { sendActivationMail } from "./activation.ts";
import type { AccountDeps } from "./deps.ts";
import { insertAccount } from "./repo.ts";
import { claimMailSlot } from "./throttle.ts";

/** Creates the account and mails its activation link; the link counts as the first send for the resend limit. */
async function register(deps: AccountDeps, values: Parameters<typeof insertAccount>[1]): Promise<User> {
  const user = await insertAccount(deps.db, values);
  await claimMailSlot(deps.db, "activation", user.email);
  await sendActivationMail(deps, user);
  return user;
}

export async function registerPassenger(deps: AccountDeps, input: PassengerSignup): Promise<User> {
  assertStrongPassword(input.password, input, "password");
  return register(deps, {
    role: "passenger",
    fullName: input.fullName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    passwordHash: await hashPassword(input.password),
  });
}

export async function registerDriver(deps: AccountDeps, input: DriverSignup): Promise<User> {
  const fullName = [input.firstName, input.lastName].filter(Boolean).join(" ");
  assertStrongPassword(input.password, { ...input, fullName }, "password");
  return register(deps, {
    role: "driver",
    fullName,
    firstName: input.firstName,
    lastName: input.lastName || null,
    email: input.email,
    phoneNumber: input.phoneNumber,
    city: input.city,
    passwordHash: await hashPassword(input.password),
  });
}
