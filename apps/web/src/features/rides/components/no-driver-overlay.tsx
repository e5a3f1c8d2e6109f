import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";

interface NoDriverOverlayProps {
  open: boolean;
  /** "ended": the server's search ran out; "asked": the rider opened it while the search goes on. */
  reason: "ended" | "asked";
  /** How far the search reached, "3 km". */
  radius: string;
  refreshing: boolean;
  onRefresh: () => void;
  /** Once the search ended: search again at the widest radius at once. */
  onWider: () => void;
  onCancel: () => void;
  /** Only while the search goes on: back to the search. */
  onKeepWaiting: () => void;
}

const SearchBadge = (
  <span className="flex size-16 items-center justify-center rounded-full bg-keke-100">
    <svg
      viewBox="0 0 24 24"
      className="size-8 text-keke-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5M8.5 8.5l5 5M13.5 8.5l-5 5" strokeLinecap="round" />
    </svg>
  </span>
);

/**
 * SPEC 2.9 step 5: "No available driver at your Location", with Refresh (search again, a 15 s spinner) and
 * Cancel Ride. It opens when the search has really ended, or when the rider asks for it; then it says the
 * search is still going and lets the rider go back to it.
 */
export function NoDriverOverlay({
  open,
  reason,
  radius,
  refreshing,
  onRefresh,
  onWider,
  onCancel,
  onKeepWaiting,
}: NoDriverOverlayProps) {
  if (refreshing) {
    return (
      <Modal
        open={open}
        title="Searching again..."
        icon={<Spinner bold className="size-12 text-brand-600" />}
      >
        <p className="text-sm text-ink-muted" role="status">
          Asking more drivers a little further away.
        </p>
      </Modal>
    );
  }
  return (
    <Modal open={open} title="No available driver at your Location" icon={SearchBadge}>
      <p className="text-sm text-ink-muted">
        {reason === "ended"
          ? `No driver within ${radius} took your request. Drivers may be busy right now. Try again in a moment.`
          : `No driver has answered yet. We are still asking drivers within ${radius}.`}
      </p>
      <div className="flex w-full flex-col gap-2">
        <button type="button" className="btn-primary w-full" onClick={onRefresh}>
          Refresh
        </button>
        {reason === "asked" ? (
          <button type="button" className="btn-outline w-full" onClick={onKeepWaiting}>
            Keep waiting
          </button>
        ) : (
          <button type="button" className="btn-outline w-full" onClick={onWider}>
            Search wider
          </button>
        )}
        <button
          type="button"
          className="btn-outline w-full border-danger text-danger hover:bg-red-50"
          onClick={onCancel}
        >
          Cancel Ride
        </button>
      </div>
    </Modal>
  );
}
