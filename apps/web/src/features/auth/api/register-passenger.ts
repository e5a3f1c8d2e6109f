import type { PassengerSignup } from "@campusgo/domain";
import { useMutation } from "@tanstack/react-query";
import type { UserAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

export type PassengerSignupInput = Omit<PassengerSignup, "role" | "confirmPassword">;

/** POST /api/auth/register/passenger with the SPEC 3 payload. */
export function registerPassenger(input: PassengerSignupInput): Promise<UserAnswer> {
  return api<UserAnswer>("/auth/register/passenger", {
    method: "POST",
    body: { ...input, confirmPassword: input.password, role: "passenger" },
  });
}

export function useRegisterPassenger() {
  return useMutation({ mutationFn: registerPassenger });
}
