import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { AdminLineView, AlertKind, LineInput } from "../admin-types.ts";

/** What every change of a line answers: the server's sentence and the line as it now is. */
interface LineAnswer {
  message: string;
  data: AdminLineView;
}

export const shuttleLinesKey = ["admin", "shuttle-lines"] as const;

/** GET /api/admin/shuttle/lines: every campus shuttle line, with its alerts in force and its drivers. */
export const shuttleLinesQueryOptions = () =>
  queryOptions({
    queryKey: shuttleLinesKey,
    queryFn: ({ signal }) => api<{ data: AdminLineView[] }>("/admin/shuttle/lines", { signal }),
    select: (answer) => answer.data,
  });

export const useShuttleLines = () => useQuery(shuttleLinesQueryOptions());

const linePath = (lineId: string) => `/admin/shuttle/lines/${encodeURIComponent(lineId)}`;

/** POST /api/admin/shuttle/lines (a new line) or PUT /api/admin/shuttle/lines/:id (a line changed). */
export const saveLine = ({ lineId, input }: { lineId: string | null; input: LineInput }) =>
  lineId === null
    ? api<LineAnswer>("/admin/shuttle/lines", { method: "POST", body: input })
    : api<LineAnswer>(linePath(lineId), { method: "PUT", body: input });

/** POST /api/admin/shuttle/lines/:id/alerts: a detour or no service, riders see it at once. */
export const postAlert = ({ lineId, kind, message }: { lineId: string; kind: AlertKind; message: string }) =>
  api<LineAnswer>(`${linePath(lineId)}/alerts`, { method: "POST", body: { kind, message } });

/** DELETE /api/admin/shuttle/alerts/:id: the alert is no longer in force. */
export const endAlert = (alertId: string) =>
  api<LineAnswer>(`/admin/shuttle/alerts/${encodeURIComponent(alertId)}`, { method: "DELETE" });

/** PUT /api/admin/shuttle/lines/:id/drivers: every driver of the line, all at once. */
export const assignDrivers = ({ lineId, driverIds }: { lineId: string; driverIds: string[] }) =>
  api<LineAnswer>(`${linePath(lineId)}/drivers`, { method: "PUT", body: { driverIds } });

/** A change of a line, then the list read again (refused too: another admin may have changed it first). */
function useLineChange<T>(mutationFn: (variables: T) => Promise<LineAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shuttleLinesKey }),
  });
}

export const useSaveLine = () => useLineChange(saveLine);
export const usePostAlert = () => useLineChange(postAlert);
export const useEndAlert = () => useLineChange(endAlert);
export const useAssignDrivers = () => useLineChange(assignDrivers);
