import { Link } from "react-router";
import { IconBadge } from "../../../components/icon-badge.tsx";
import { Modal } from "../../../components/modal.tsx";
import { DoneIcon } from "./ride-icons.tsx";

const CheckBadge = (
  <IconBadge tone="brand">
    <DoneIcon />
  </IconBadge>
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
