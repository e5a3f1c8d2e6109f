import type { BankAccountChange, BankAccountView } from "@campusgo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const bankKey = ["driver", "bank-account"] as const;

/** GET /driver/bank-account: where payouts go, and when payouts to it start after a change. */
export const useBankAccount = () =>
  useQuery({
    queryKey: bankKey,
    queryFn: ({ signal }) =>
      api<{ data: BankAccountView }>("/driver/bank-account", { signal }).then((r) => r.data),
  });

/** POST /driver/bank-account/resolve: the name the bank holds the account in. */
export const useResolveBankAccount = () =>
  useMutation({
    mutationFn: (body: BankAccountChange) =>
      api<{ data: { accountName: string } }>("/driver/bank-account/resolve", { method: "POST", body }).then(
        (r) => r.data,
      ),
  });

/** PUT /driver/bank-account: saves the new payout account; the withdraw form reads it again. */
export function useChangeBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountChange) =>
      api<{ message: string; data: BankAccountView }>("/driver/bank-account", { method: "PUT", body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(bankKey, answer.data);
      // The withdraw form reads the account from the driver's verification.
      void queryClient.invalidateQueries({ queryKey: ["driver"] });
    },
  });
}
