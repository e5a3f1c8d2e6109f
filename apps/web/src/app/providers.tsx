import { QUERY_DEFAULTS, TOAST } from "@campusgo/domain/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { resendWhenBackOnline } from "../lib/offline.ts";
import { TOAST_TOP } from "../lib/toast-placement.ts";
import { OfflineBanner } from "./offline-banner.tsx";
import { ToastHousekeeping } from "./toast-housekeeping.tsx";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: QUERY_DEFAULTS.queryRetry, retryDelay: QUERY_DEFAULTS.retryDelay },
    // No retries (QUERY_DEFAULTS.mutationRetry), but a keyed call cut off by going offline is sent again once
    // the network is back (lib/offline.ts).
    mutations: { retry: resendWhenBackOnline, retryDelay: QUERY_DEFAULTS.retryDelay },
  },
});

/**
 * Data fetching and toasts (below the top bar, one per topic, errors gone with their screen), and the one
 * offline banner.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHousekeeping />
      <OfflineBanner />
      <Toaster
        position="top-center"
        containerStyle={{ top: TOAST_TOP }}
        toastOptions={{
          duration: TOAST.durationMs.blank,
          success: { duration: TOAST.durationMs.success },
          error: { duration: TOAST.durationMs.error },
          loading: { duration: TOAST.durationMs.loading },
          custom: { duration: TOAST.durationMs.custom },
        }}
      />
    </QueryClientProvider>
  );
}
