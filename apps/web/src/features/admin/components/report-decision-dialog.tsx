import { REPORT_NOTE_MAX } from "@campusgo/domain";
import { useId, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import type { AdminPaymentReport, ReportAction } from "../admin-types.ts";
import { useDecidePaymentReport } from "../api/decide-payment-report.ts";
import { DialogActions, doneOrError } from "./dialog-actions.tsx";

const COPY: Record<
  ReportAction,
  { title: (driver: string) => string; effect: (driver: string) => string; confirm: string; busy: string }
> = {
  warn: {
    title: (driver) => `Warn ${driver}?`,
    effect: (driver) =>
      `${driver} gets a warning that every payment must stay on CampusGo. The rider is told that we warned the driver.`,
    confirm: "Warn driver",
    busy: "Warning...",
  },
  suspend: {
    title: (driver) => `Suspend ${driver}?`,
    effect: (driver) =>
      `${driver} is set offline at once and cannot go online again. The driver and the rider are told.`,
    confirm: "Suspend driver",
    busy: "Suspending...",
  },
  dismiss: {
    title: () => "Dismiss this report?",
    effect: () => "The report is closed. The rider is told that we found no breach; the driver is not told.",
    confirm: "Dismiss report",
    busy: "Dismissing...",
  },
};

interface DecisionDialogProps {
  report: AdminPaymentReport;
  action: ReportAction | null;
  onClose: () => void;
}

/** Confirms a decision on a report, with an optional note kept in the audit log. */
export function ReportDecisionDialog({ report, action, onClose }: DecisionDialogProps) {
  const driver = report.driver?.fullName ?? "the driver";
  return (
    <Modal
      layout="panel"
      open={action !== null}
      title={action ? COPY[action].title(driver) : ""}
      onClose={onClose}
      role="alertdialog"
    >
      {action && (
        <DecisionForm key={action} report={report} action={action} driver={driver} onDone={onClose} />
      )}
    </Modal>
  );
}

function DecisionForm({
  report,
  action,
  driver,
  onDone,
}: {
  report: AdminPaymentReport;
  action: ReportAction;
  driver: string;
  onDone: () => void;
}) {
  const id = useId();
  const decide = useDecidePaymentReport();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const copy = COPY[action];
  const busy = decide.isPending;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    decide.mutate(
      { reportId: report.id, action, note: note.trim() || undefined },
      doneOrError(onDone, setError),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-muted">{copy.effect(driver)}</p>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold">
          Note for the audit log (optional)
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="input min-h-20 resize-y"
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          Only admins see this note.
        </p>
      </div>
      <DialogActions
        error={error}
        busy={busy}
        onCancel={onDone}
        confirm={copy.confirm}
        busyLabel={copy.busy}
        danger={action === "suspend"}
      />
    </form>
  );
}
