import type { DriverStatus } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverKeys } from "./keys.ts";

/** PUT /api/driver/status { online }: refused (403, with the reason) for drivers not yet approved or suspended. */
export const setDriverStatus = (online: boolean): Promise<DriverStatus> =>
  api<{ data: DriverStatus }>("/driver/status", { method: "PUT", body: { online } }).then((r) => r.data);

/** Flips the switch at once and puts it back if the server refuses. */
export const useSetDriverStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDriverStatus,
    onMutate: async (online) => {
      await queryClient.cancelQueries({ queryKey: driverKeys.status });
      const before = queryClient.getQueryData<DriverStatus>(driverKeys.status);
      queryClient.setQueryData<DriverStatus>(driverKeys.status, { suspension: null, ...before, online });
      return { before };
    },
    onError: (_error, _online, context) => {
      queryClient.setQueryData<DriverStatus>(
        driverKeys.status,
        context?.before ?? { online: false, suspension: null },
      );
      // A refusal may come from a suspension decided meanwhile: the dashboard reads the switch's state again.
      void queryClient.invalidateQueries({ queryKey: driverKeys.status });
    },
    onSuccess: (status) => {
      queryClient.setQueryData(driverKeys.status, status);
      void queryClient.invalidateQueries({ queryKey: driverKeys.requests });
    },
  });
};
