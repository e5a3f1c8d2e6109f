import { Link } from "react-router";
import { Modal } from "../../../components/modal.tsx";

const CheckBadge = (
  <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
    <svg
      viewBox="0 0 24 24"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  </span>
);

/** The pop-up after a cancellation: "Back to home"; a click outside closes it. */
export function CancelConfirmation({
  open,
  onClose,
  homePath,
}: {
  open: boolean;
  onClose: () => void;
  homePath: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Ride cancelled" icon={CheckBadge} closeButton={false}>
      <p className="text-sm text-ink-muted">Your ride has been cancelled. Thanks for telling us why.</p>
      <Link to={homePath} className="btn-primary w-full">
        Back to home
      </Link>
    </Modal>
  );
}
