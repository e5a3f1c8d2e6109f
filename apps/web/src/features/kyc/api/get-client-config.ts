import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

interface ClientConfig {
  googleClientId: string | null;
}

/** GET /api/config (shared cache key with the other screens that read it). */
const clientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ["config"],
    queryFn: () => api<ClientConfig>("/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether Google sign-in is configured on this deployment. */
export function useGoogleEnabled(): boolean {
  const { data } = useQuery(clientConfigQueryOptions());
  return Boolean(data?.googleClientId);
}
