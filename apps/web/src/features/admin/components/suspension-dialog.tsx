import { PEOPLE_MESSAGES, SUSPENSION_REASON_MAX } from "@campusgo/domain";
import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import type { UserItem } from "../admin-types.ts";
import { useChangeSuspension } from "../api/people.ts";
import { ReasonField } from "./decision-fields.tsx";
import { DialogActions, doneOrError } from "./dialog-actions.tsx";

export interface SuspensionTarget {
  user: UserItem;
  action: "suspend" | "reinstate";
}

/**
 * Suspends or reinstates a rider or driver with a reason: a suspension's reason is what the person reads, in the
 * app and in the e-mail; a reinstatement's stays in the audit log.
 */
export function SuspensionDialog({
  target,
  onClose,
}: {
  target: SuspensionTarget | null;
  onClose: () => void;
}) {
  const title = !target
    ? ""
    : target.action === "suspend"
      ? `Suspend ${target.user.fullName}?`
      : `Reinstate ${target.user.fullName}?`;
  return (
    <Modal layout="panel" open={target !== null} title={title} onClose={onClose} role="alertdialog">
      {target && (
        <SuspensionForm key={`${target.user.id}-${target.action}`} target={target} onDone={onClose} />
      )}
    </Modal>
  );
}

function SuspensionForm({ target, onDone }: { target: SuspensionTarget; onDone: () => void }) {
  const id = useId();
  const change = useChangeSuspension();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [error, setError] = useState<string>();
  const { user, action } = target;
  const driver = user.role === "driver";
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError(PEOPLE_MESSAGES.giveReason);
      return;
    }
    setReasonError(undefined);
    change.mutate({ id: user.id, action, reason: reason.trim() }, doneOrError(onDone, setError));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-muted">
        {action === "suspend"
          ? driver
            ? `${user.fullName} goes offline at once and cannot go online until reinstated. They are told why in the app and by e-mail.`
            : `${user.fullName} can still sign in and see why, but cannot book rides, deliveries or seats. They are told why in the app and by e-mail.`
          : driver
            ? `${user.fullName} can go online and take rides again, and is told.`
            : `${user.fullName} can book again, and is told.`}
      </p>
      <ReasonField
        id={id}
        value={reason}
        onChange={setReason}
        maxLength={SUSPENSION_REASON_MAX}
        placeholder={action === "suspend" ? "What happened" : "Why they can come back"}
        hint={
          action === "suspend"
            ? `${user.fullName} reads this reason.`
            : "Kept in the audit log with the suspension it ends."
        }
        error={reasonError}
      />
      <DialogActions
        error={error}
        busy={change.isPending}
        onCancel={onDone}
        confirm={action === "suspend" ? "Suspend" : "Reinstate"}
        busyLabel={action === "suspend" ? "Suspending..." : "Reinstating..."}
        danger={action === "suspend"}
      />
    </form>
  );
}
