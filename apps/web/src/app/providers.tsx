import { QUERY_DEFAULTS, TOAST } from "@campusgo/domain/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "react-hot-toast";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: QUERY_DEFAULTS.queryRetry, retryDelay: QUERY_DEFAULTS.retryDelay },
    mutations: { retry: QUERY_DEFAULTS.mutationRetry, retryDelay: QUERY_DEFAULTS.retryDelay },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
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
