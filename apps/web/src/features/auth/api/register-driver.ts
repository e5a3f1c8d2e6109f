import type { DriverCity } from "@campusgo/domain";
import { useMutation } from "@tanstack/react-query";
import type { UserAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

export interface DriverSignupPayload {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  city: DriverCity;
}

/** POST /api/auth/register/driver with the SPEC 3 payload. */
export function registerDriver(input: DriverSignupPayload): Promise<UserAnswer> {
  return api<UserAnswer>("/auth/register/driver", { method: "POST", body: { ...input, role: "driver" } });
}

export function useRegisterDriver() {
  return useMutation({ mutationFn: registerDriver });
}
