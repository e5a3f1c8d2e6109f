import { useLayoutEffect } from "react";
import toast, { useToasterStore } from "react-hot-toast";
import { isConnectionToast, OFFLINE_MESSAGE, useOnline } from "../lib/offline.ts";
import { BELOW_HEADER_TOP } from "../lib/toast-placement.ts";

/**
 * The one word about being offline (docs/decisions/0018-offline-and-idempotency.md): a banner under the top
 * bar while the device has no network, gone when it is back. What is on screen stays as it last was; requests
 * wait for the network (TanStack Query pauses them) and the live connection reconnects by itself.
 */
export function OfflineBanner() {
  const online = useOnline();
  useQuietConnectionToasts(online);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 z-50 flex justify-center px-3"
      style={{ top: BELOW_HEADER_TOP }}
    >
      {online ? null : (
        <p
          data-testid="offline-banner"
          className="pointer-events-auto flex max-w-md items-center gap-2 rounded-xl bg-ink px-4 py-2.5 text-sm font-semibold text-white shadow-lg"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            aria-hidden="true"
          >
            <path d="M2 2l20 20M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.1-1.6M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M12 20h.01" />
          </svg>
          {OFFLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}

/**
 * While offline, error toasts that blame the connection are removed before they are painted: a request that
 * failed for want of a network is what the banner already says, and they would pile up.
 */
function useQuietConnectionToasts(online: boolean): void {
  const { toasts } = useToasterStore();
  useLayoutEffect(() => {
    // navigator.onLine turns false before the "offline" event reaches the store; either one is enough.
    const deviceOnline = online && navigator.onLine !== false;
    for (const t of toasts) if (t.visible && isConnectionToast(t, deviceOnline)) toast.remove(t.id);
  }, [toasts, online]);
}
