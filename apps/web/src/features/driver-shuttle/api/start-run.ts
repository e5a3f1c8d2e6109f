import type { RunView } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverShuttleKeys } from "./keys.ts";

/**
 * POST /api/driver/shuttle/runs { lineId }: the driver starts a run of a line they are assigned to. Refused (409)
 * while they have a ride or a delivery under way, or while the line has no service.
 */
export const startRun = (lineId: string): Promise<{ message: string; data: RunView }> =>
  api("/driver/shuttle/runs", { body: { lineId } });

export const useStartRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRun,
    onSuccess: ({ data }) => queryClient.setQueryData(driverShuttleKeys.currentRun, data),
  });
};
