import { QUERY_DEFAULTS, TOAST } from "@campusgo/domain/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";
import { resendWhenBackOnline } from "../lib/offline.ts";
import { TOAST_BOTTOM, useWideScreen, WIDE_TOAST_BOTTOM } from "../lib/toast-placement.ts";
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
 * Data fetching and toasts (at the bottom, clear of headings, the map and the main action; one per topic;
 * errors gone with their screen or once fixed), and the one offline banner.
 */
export function Providers({ children }: { children: ReactNode }) {
  const wide = useWideScreen();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHousekeeping />
      <OfflineBanner />
      <Toaster
        // Clear of headings, the map and the main action (lib/toast-placement.ts).
        position={wide ? "bottom-right" : "bottom-center"}
        containerStyle={{ bottom: wide ? WIDE_TOAST_BOTTOM : TOAST_BOTTOM }}
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
