import { useState } from "react";
import { useLocation } from "react-router";
import { homeNoticeOf } from "../../../lib/home-notice.ts";

/**
 * A one-line message over the landing page for a user sent home by another screen, e.g. after deleting
 * their account. The landing page has no toaster (it loads without the app's providers), so it says it here.
 */
export function FarewellNotice() {
  const location = useLocation();
  const notice = homeNoticeOf(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice || dismissed === location.key) return null;
  return (
    <div role="status" className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 text-sm font-medium">
        <p>{notice}</p>
        <button
          type="button"
          onClick={() => setDismissed(location.key)}
          className="min-h-11 rounded-lg px-3 font-semibold underline-offset-4 hover:underline"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
