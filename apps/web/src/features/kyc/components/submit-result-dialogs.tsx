import { TIMINGS } from "@campusgo/domain/constants";
import { MESSAGES } from "@campusgo/domain/messages";
import { Link } from "react-router";
import { AlertCircleIcon, CheckIcon } from "../../../components/app-icons.tsx";
import { IconBadge } from "../../../components/icon-badge.tsx";
import { Modal } from "../../../components/modal.tsx";
import { paths } from "../../../config/paths.ts";

/** "You're all set": shown after the final step is submitted or skipped. */
export function SuccessModal({ open }: { open: boolean }) {
  return (
    <Modal
      open={open}
      title="You're all set"
      icon={
        <IconBadge tone="success">
          <CheckIcon className="size-8" />
        </IconBadge>
      }
    >
      <p className="text-ink-muted">
        Your documents are under review. You will be notified of your approval within{" "}
        {TIMINGS.kycApprovalHours} hours.
      </p>
      <Link to={paths.dashboard} className="btn-primary w-full">
        Proceed to Dashboard
      </Link>
    </Modal>
  );
}

interface FailureDialogProps {
  open: boolean;
  /** The server's own explanation, shown under the spec's message when it says more. */
  detail?: string | undefined;
  onClose: () => void;
}

/** The popup of SPEC 8 for a failed KYC submission. */
export function FailureDialog({ open, detail, onClose }: FailureDialogProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={MESSAGES.kycUpdateFailed}
      onClose={onClose}
      closeButton={false}
      icon={
        <IconBadge tone="danger">
          <AlertCircleIcon className="size-8" />
        </IconBadge>
      }
    >
      {detail && detail !== MESSAGES.kycUpdateFailed && <p className="text-ink-muted">{detail}</p>}
      <button type="button" className="btn-primary w-full" onClick={onClose}>
        Try again
      </button>
    </Modal>
  );
}
