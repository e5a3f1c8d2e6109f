import type { ManifestSeat } from "@campusgo/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { driverShuttleKeys } from "./keys.ts";

/**
 * POST /api/driver/shuttle/runs/:id/board { seatId, code }: the rider's 6-digit boarding code, checked by the
 * server only, with the bus at the rider's stop. Refused with the server's words: a wrong code (400), the bus
 * away from the stop (409), too many wrong codes (429).
 */
export const boardSeat = ({
  runId,
  seatId,
  code,
}: {
  runId: string;
  seatId: string;
  code: string;
}): Promise<{ message: string; data: ManifestSeat }> =>
  api(`/driver/shuttle/runs/${encodeURIComponent(runId)}/board`, { body: { seatId, code } });

export const useBoardSeat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: boardSeat,
    onSuccess: ({ data }, { runId }) =>
      queryClient.setQueryData<ManifestSeat[]>(driverShuttleKeys.manifest(runId), (seats) =>
        seats?.map((seat) => (seat.id === data.id ? data : seat)),
      ),
  });
};
