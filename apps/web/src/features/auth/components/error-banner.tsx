import { TIMINGS } from "@campusgo/domain/constants";
import { useEffect } from "react";
import { AlertCircleIcon, CloseIcon } from "../../../components/app-icons.tsx";

interface ErrorBannerProps {
  /** The message to show; null hides the banner. */
  message: string | null;
  onDismiss: () => void;
  /** Changes whenever a new error arrives, so the same words shown twice restart the timer. */
  nonce?: number;
}

/** The red dismissible banner of the driver sign-up; it hides itself after 5 seconds (SPEC 2.5, 9). */
export function ErrorBanner({ message, onDismiss, nonce = 0 }: ErrorBannerProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new nonce restarts the timer for a repeated message
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDismiss, TIMINGS.errorBannerMs);
    return () => window.clearTimeout(timer);
  }, [message, nonce, onDismiss]);

  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-5 flex items-start gap-3 rounded-2xl border border-danger/30 bg-red-50 py-2 pr-1 pl-4 text-danger"
    >
      <AlertCircleIcon className="mt-2.5 size-5 shrink-0" />
      <p className="flex-1 py-2 text-sm font-medium">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl hover:bg-red-100"
      >
        <CloseIcon />
      </button>
    </div>
  );
}
