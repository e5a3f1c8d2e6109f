import type { EarningsView } from "@campusgo/domain";
import { formatNaira } from "@campusgo/domain/money";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { moneyKeys } from "../api/money.ts";

/**
 * Tells the driver when a payout they watched leave settles: paid out, or failed and returned to the balance;
 * the Dashboard's cards refresh with it.
 */
export function usePayoutOutcomes(payouts: EarningsView["payouts"] | undefined): void {
  const seen = useRef<Map<string, string> | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!payouts) return;
    const before = seen.current;
    seen.current = new Map(payouts.map((p) => [p.id, p.status]));
    if (!before) return;
    let settled = false;
    for (const p of payouts) {
      if (before.get(p.id) !== "pending" || p.status === "pending") continue;
      settled = true;
      const amount = formatNaira(p.amountKobo);
      if (p.status === "success")
        toast.success(`${amount} paid out to ${p.bankName}.`, { id: `payout-${p.id}` });
      else
        toast.error(`${amount} could not be paid out. It is back in your balance.`, { id: `payout-${p.id}` });
    }
    if (settled) void queryClient.invalidateQueries({ queryKey: moneyKeys.summary });
  }, [payouts, queryClient]);
}
