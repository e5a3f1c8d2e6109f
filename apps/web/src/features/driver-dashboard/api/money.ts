import type { DriverSummary, EarningsView, KycView, PayoutView } from "@campusgo/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * The driver's money: GET /driver/earnings (the Earning tab), GET /driver/summary (the Dashboard cards, the same
 * key the ride panels refresh when a trip ends) and the bank account of the verification (the withdraw form).
 */
export const moneyKeys = {
  earnings: ["driver", "earnings"] as const,
  summary: ["driver", "summary"] as const,
  kyc: ["driver", "kyc"] as const,
};

/** While a payout waits for the bank, the list asks again this often until it settles. */
export const PAYOUT_POLL_MS = 3_000;

export const earningsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.earnings,
    queryFn: ({ signal }) => api<{ data: EarningsView }>("/driver/earnings", { signal }).then((r) => r.data),
    refetchInterval: (query) =>
      query.state.data?.payouts.some((p) => p.status === "pending") ? PAYOUT_POLL_MS : false,
  });

export const useDriverEarnings = () => useQuery(earningsQuery());

export const useDriverSummary = () =>
  useQuery({
    queryKey: moneyKeys.summary,
    queryFn: ({ signal }) => api<{ data: DriverSummary }>("/driver/summary", { signal }).then((r) => r.data),
  });

/** The verification's bank account (masked), as GET /driver/kyc answers it. */
export const useKycBank = (enabled: boolean) =>
  useQuery({
    queryKey: moneyKeys.kyc,
    queryFn: ({ signal }) => api<{ data: KycView }>("/driver/kyc", { signal }),
    select: (answer) => ({ status: answer.data.status, ...answer.data.bank }),
    enabled,
  });

/** POST /driver/payouts: withdraws to the verification's bank account; the money figures refresh either way. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountKobo: number) =>
      api<{ message: string; data: PayoutView }>("/driver/payouts", { method: "POST", body: { amountKobo } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moneyKeys.earnings });
      void queryClient.invalidateQueries({ queryKey: moneyKeys.summary });
    },
  });
}
