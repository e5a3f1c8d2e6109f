import type { ClientConfig } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client.ts";

export type { ClientConfig };

/** GET /api/config: public settings of this deployment (Google client id, map URLs, demo mode). */
export const getClientConfig = (): Promise<ClientConfig> => api<ClientConfig>("/config");

/** One cache entry for every screen that reads it; it does not change while the app runs. */
export const clientConfigQuery = () =>
  queryOptions({ queryKey: ["config"], queryFn: getClientConfig, staleTime: Number.POSITIVE_INFINITY });

export const useClientConfig = () => useQuery(clientConfigQuery());
