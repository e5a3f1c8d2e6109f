import type { WalletView } from "@campusgo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { paymentKeys } from "./keys.ts";

/** GET /api/payments/wallet: balance, the trip still owed (if any), top-up limits and recent movements. */
export const getWallet = (signal?: AbortSignal): Promise<WalletView> =>
  api<{ data: WalletView }>("/payments/wallet", { signal }).then((r) => r.data);

export const walletQuery = () =>
  queryOptions({ queryKey: paymentKeys.wallet, queryFn: ({ signal }) => getWallet(signal) });

export const useWallet = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...walletQuery(), enabled });
