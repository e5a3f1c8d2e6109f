import type { SeatView } from "@campusgo/domain";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentKeys } from "../../payments/index.ts";
import { shuttleKeys } from "./keys.ts";

/** While a seat waits for its bus or rides it, it is read again this often: boarding and getting off change it. */
export const SEATS_REFRESH_MS = 10_000;

/** GET /api/shuttle/seats: the rider's seats on the shuttles, newest first. */
export const getSeats = (signal?: AbortSignal): Promise<SeatView[]> =>
  api<{ data: SeatView[] }>("/shuttle/seats", { signal }).then((answer) => answer.data);

export const seatsQuery = () =>
  queryOptions({
    queryKey: shuttleKeys.seats,
    queryFn: ({ signal }) => getSeats(signal),
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.status === "reserved" || s.status === "boarded")
        ? SEATS_REFRESH_MS
        : false,
    refetchIntervalInBackground: false,
  });

export const useSeats = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...seatsQuery(), enabled });

/** The seat as the server answered it, in the rider's list (newest first), and the wallet to read again. */
function storeSeat(queryClient: QueryClient, seat: SeatView): void {
  queryClient.setQueryData<SeatView[]>(shuttleKeys.seats, (seats) =>
    seats?.some((s) => s.id === seat.id)
      ? seats.map((s) => (s.id === seat.id ? seat : s))
      : [seat, ...(seats ?? [])],
  );
  void queryClient.invalidateQueries({ queryKey: shuttleKeys.seats });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
}

export interface ReserveSeatInput {
  runId: string;
  fromStopId: string;
  toStopId: string;
}

/** POST /api/shuttle/seats: a seat on a running bus from one stop to a later one, paid from the wallet. */
export const reserveSeat = (input: ReserveSeatInput) =>
  api<{ message: string; data: SeatView }>("/shuttle/seats", { body: input });

export const useReserveSeat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reserveSeat,
    onSuccess: ({ data }) => storeSeat(queryClient, data),
    // A refusal (wallet too low, a seat already held) may mean the cached balance or seats are old.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.wallet });
      void queryClient.invalidateQueries({ queryKey: shuttleKeys.seats });
    },
  });
};

/** POST /api/shuttle/seats/:id/cancel: the fare back to the wallet, until the bus reaches the stop. */
export const cancelSeat = (seatId: string) =>
  api<{ message: string; data: SeatView }>(`/shuttle/seats/${encodeURIComponent(seatId)}/cancel`, {
    method: "POST",
  });

export const useCancelSeat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeat,
    onSuccess: ({ data }) => storeSeat(queryClient, data),
    onError: () => void queryClient.invalidateQueries({ queryKey: shuttleKeys.seats }),
  });
};
