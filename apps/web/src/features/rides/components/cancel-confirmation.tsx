import { Link } from "react-router";
import { IconBadge } from "../../../components/icon-badge.tsx";
import { Modal } from "../../../components/modal.tsx";
import { CancellationFeeDue } from "../../payments/index.ts";
import { DoneIcon } from "./ride-icons.tsx";

const CheckBadge = (
  <IconBadge tone="brand">
    <DoneIcon />
  </IconBadge>
);

/** The pop-up after a cancellation: the fee it cost, if any, and "Back to home"; a click outside closes it. */
export function CancelConfirmation({
  open,
  onClose,
  homePath,
  rideId,
  feeExpected = false,
}: {
  open: boolean;
  onClose: () => void;
  homePath: string;
  /** The cancelled ride, whose cancellation fee (if any) is shown with the way to pay it. */
  rideId?: string;
  /** Cancelled once the driver had arrived: the fee is being recorded, so it is asked for again briefly. */
  feeExpected?: boolean;
}) {
  return (
    <Modal open={open} onClose={onClose} title="Ride cancelled" icon={CheckBadge} closeButton={false}>
      <p className="text-sm text-ink-muted">Your ride has been cancelled. Thanks for telling us why.</p>
      {open && rideId ? <CancellationFeeDue rideId={rideId} expected={feeExpected} /> : null}
      <Link to={homePath} className="btn-primary w-full">
        Back to home
      </Link>
    </Modal>
  );
}
