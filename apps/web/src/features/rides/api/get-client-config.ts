import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Public settings of this deployment: map tiles and the geocoder. */
export interface ClientConfig {
  googleClientId: string | null;
  tileUrl: string;
  geocoderUrl: string;
  demo: boolean;
}

export const getClientConfig = (): Promise<ClientConfig> => api<ClientConfig>("/config");

export const clientConfigQuery = () =>
  queryOptions({ queryKey: ["config"], queryFn: getClientConfig, staleTime: Number.POSITIVE_INFINITY });

export const useClientConfig = () => useQuery(clientConfigQuery());
