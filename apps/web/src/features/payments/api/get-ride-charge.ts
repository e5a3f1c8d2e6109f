import type { ChargeView } from "@campusgo/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentKeys } from "./keys.ts";

/** How long a screen keeps asking for the charge of a trip that has just ended (it is recorded just after). */
const CHARGE_POLL_MS = 1500;
const CHARGE_POLLS = 8;

/** GET /api/payments/rides/:id: what the trip costs and whether it is paid; null when nothing is owed. */
export const getRideCharge = (rideId: string, signal?: AbortSignal): Promise<ChargeView | null> =>
  api<{ data: ChargeView | null }>(`/payments/rides/${encodeURIComponent(rideId)}`, { signal }).then(
    (r) => r.data,
  );

/**
 * The charge of one trip. `expected`: the trip has ended in a way that costs something (completed), so an
 * empty answer means "not recorded yet" and is asked again a few times.
 */
export const useRideCharge = (rideId: string, { expected = false }: { expected?: boolean } = {}) =>
  useQuery({
    queryKey: paymentKeys.charge(rideId),
    queryFn: ({ signal }) => getRideCharge(rideId, signal),
    enabled: Boolean(rideId),
    refetchInterval: (query) =>
      expected && query.state.data === null && query.state.dataUpdateCount < CHARGE_POLLS
        ? CHARGE_POLL_MS
        : false,
  });
