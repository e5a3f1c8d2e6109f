import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";

interface NoDriverOverlayProps {
  open: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onCancel: () => void;
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
 * SPEC 2.9 step 5: "No available driver at your Location", with Refresh (a 15 s search) and Cancel Ride. Only
 * its own buttons close it.
 */
export function NoDriverOverlay({ open, refreshing, onRefresh, onCancel }: NoDriverOverlayProps) {
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
      <p className="text-sm text-ink-muted">Drivers may be busy right now. Try again in a moment.</p>
      <div className="flex w-full flex-col gap-2">
        <button type="button" className="btn-primary w-full" onClick={onRefresh}>
          Refresh
        </button>
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
