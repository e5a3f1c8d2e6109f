import type { ActivationAnswer } from "../../../lib/api-answers.ts";
import { api } from "../../../lib/api-client.ts";

export interface ActivationParams {
  token: string;
  role: string;
  whois: string;
}

/** GET /api/auth/activate with the query parameters exactly as the link carried them. */
export function activateAccount(params: ActivationParams): Promise<ActivationAnswer> {
  return api<ActivationAnswer>("/auth/activate", {
    query: { token: params.token, role: params.role, whois: params.whois },
    allowUnauthorized: true,
  });
}

const pending = new Map<string, Promise<ActivationAnswer>>();

/**
 * The token is single use: a second call with it would fail. This answers every call for the same token
 * with the one request (React StrictMode mounts screens twice in development).
 */
export function activateOnce(params: ActivationParams): Promise<ActivationAnswer> {
  let request = pending.get(params.token);
  if (!request) {
    request = activateAccount(params);
    pending.set(params.token, request);
  }
  return request;
}
