import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import type { AdminPerson } from "../admin-types.ts";
import { useLiftSuspension } from "../api/lift-suspension.ts";
import { DialogActions, doneOrError } from "./dialog-actions.tsx";

/** Confirms lifting a suspended driver's suspension: they can go online again and are told. */
export function LiftSuspensionDialog({
  driver,
  onClose,
}: {
  driver: AdminPerson | null;
  onClose: () => void;
}) {
  return (
    <Modal
      layout="panel"
      open={driver !== null}
      title={driver ? `Lift ${driver.fullName}'s suspension?` : ""}
      onClose={onClose}
      role="alertdialog"
    >
      {driver && <LiftForm key={driver.id} driver={driver} onDone={onClose} />}
    </Modal>
  );
}

function LiftForm({ driver, onDone }: { driver: AdminPerson; onDone: () => void }) {
  const lift = useLiftSuspension();
  const [error, setError] = useState<string>();
  const busy = lift.isPending;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    lift.mutate(driver.id, doneOrError(onDone, setError));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-muted">
        {driver.fullName} can go online and take rides again, and is told. The reports stay as they were
        decided.
      </p>
      <DialogActions
        error={error}
        busy={busy}
        onCancel={onDone}
        confirm="Lift suspension"
        busyLabel="Lifting..."
      />
    </form>
  );
}
