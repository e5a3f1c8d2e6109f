import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface ClientConfig {
  googleClientId: string | null;
  tileUrl: string;
  geocoderUrl: string;
  demo: boolean;
}

/** GET /api/config: public settings of this deployment (Google client id, map URLs, demo mode). */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: ["config"],
    queryFn: () => api<ClientConfig>("/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useClientConfig() {
  return useQuery(configQueryOptions());
}
