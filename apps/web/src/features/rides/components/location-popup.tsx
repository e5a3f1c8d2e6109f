import { IconBadge } from "../../../components/icon-badge.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";

interface LocationPopupProps {
  open: boolean;
  locating: boolean;
  onUseLocation: () => void;
  onCancel: () => void;
}

const PinBadge = (
  <IconBadge tone="brand">
    <svg
      viewBox="0 0 24 24"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" strokeLinejoin="round" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  </IconBadge>
);

/** SPEC 2.9 step 1: "Enable your location", "Use my location"; cancel or a click outside closes it. */
export function LocationPopup({ open, locating, onUseLocation, onCancel }: LocationPopupProps) {
  return (
    <Modal open={open} onClose={onCancel} title="Enable your location" icon={PinBadge} closeButton={false}>
      <p className="text-sm text-ink-muted">
        We use it to set your pickup point and show the drivers around you. You can also type your pickup.
      </p>
      <div className="flex w-full flex-col gap-2">
        <button type="button" className="btn-primary w-full" onClick={onUseLocation} disabled={locating}>
          {locating ? <Spinner bold className="size-4" /> : null}
          {locating ? "Finding you..." : "Use my location"}
        </button>
        <button type="button" className="btn-outline w-full" onClick={onCancel} disabled={locating}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
