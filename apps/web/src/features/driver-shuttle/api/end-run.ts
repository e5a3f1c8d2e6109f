import type { RunView } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverShuttleKeys } from "./keys.ts";

/** POST /api/driver/shuttle/runs/:id/end: the run ends; riders who never boarded miss it. */
export const endRun = (runId: string): Promise<{ message: string; data: RunView }> =>
  api(`/driver/shuttle/runs/${encodeURIComponent(runId)}/end`, { method: "POST" });

export const useEndRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endRun,
    onSuccess: (_answer, runId) => {
      queryClient.setQueryData(driverShuttleKeys.currentRun, null);
      queryClient.removeQueries({ queryKey: driverShuttleKeys.manifest(runId) });
    },
  });
};
