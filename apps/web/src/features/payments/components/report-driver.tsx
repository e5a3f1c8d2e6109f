import { REPORT_NOTE_MAX } from "@campusgo/domain";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { type ReportStatus, useDriverReport, useReportDriver } from "../api/report-driver.ts";

const OUTCOMES: Record<ReportStatus, string> = {
  open: "Reported — we will tell you the outcome.",
  warned: "Reported — we looked into it and warned the driver.",
  suspended: "Reported — we looked into it and suspended the driver.",
  dismissed: "Reported — we looked into it and closed the report.",
};

/**
 * "Report driver": for a driver who asked to be paid outside the app. A dialog with an optional note; once
 * reported, the report's state instead of the button.
 */
export function ReportDriver({ rideId, className = "" }: { rideId: string; className?: string }) {
  const report = useDriverReport(rideId);
  const send = useReportDriver(rideId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const noteId = useId();
  const errorId = useId();

  if (report.isPending) return null;
  if (report.data) {
    return (
      <p className={`text-sm font-medium text-ink ${className}`} role="status" data-testid="driver-report">
        {OUTCOMES[report.data.status] ?? OUTCOMES.open}
      </p>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    send.mutate(note.trim(), {
      onSuccess: (answer) => {
        setOpen(false);
        setNote("");
        toast.success(answer.message, { id: "driver-report" });
      },
      onError: (e) => {
        // Already reported (409): the dialog closes and the state shows.
        if (e instanceof ApiError && e.status === 409) {
          setOpen(false);
          toast(errorMessage(e), { id: "driver-report" });
          return;
        }
        setError(errorMessage(e));
      },
    });
  };

  return (
    <div className={`flex flex-wrap items-center gap-x-1 text-sm text-ink-muted ${className}`}>
      <span>Asked to pay outside the app?</span>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center rounded-xl px-1 font-semibold text-danger underline underline-offset-2 hover:bg-red-50"
      >
        Report driver
      </button>
      <Modal
        open={open}
        onClose={() => (send.isPending ? undefined : setOpen(false))}
        title="Did your driver ask you to pay outside the app?"
        layout="panel"
      >
        <form onSubmit={submit} noValidate>
          <p className="text-sm text-ink-muted">
            Do not pay outside the app. Tell us and we will look into it: every payment stays on CampusGo,
            which keeps your money protected and every ride on record.
          </p>
          <label htmlFor={noteId} className="mt-4 block text-sm font-semibold text-ink">
            What happened? <span className="font-normal text-ink-muted">(optional)</span>
          </label>
          <textarea
            id={noteId}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={REPORT_NOTE_MAX}
            rows={3}
            className="input mt-1.5 resize-none"
            placeholder="e.g. The driver asked for cash at the end of the trip"
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            <button
              type="submit"
              className="btn-primary bg-danger hover:bg-red-800"
              disabled={send.isPending}
            >
              {send.isPending ? <Spinner bold className="size-4" /> : null}
              Report driver
            </button>
            <button
              type="button"
              className="btn-outline"
              onClick={() => setOpen(false)}
              disabled={send.isPending}
            >
              Cancel
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
