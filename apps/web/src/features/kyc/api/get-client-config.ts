import { useClientConfig } from "../../../lib/client-config.ts";

/** Whether Google sign-in is configured on this deployment. */
export function useGoogleEnabled(): boolean {
  return Boolean(useClientConfig().data?.googleClientId);
}
