import { ALERT_KINDS, ALERT_MESSAGE_MAX, SHUTTLE_MESSAGES } from "@campusgo/domain";
import { useId, useState } from "react";
import { Field } from "../../../components/form/field.tsx";
import { Modal } from "../../../components/modal.tsx";
import type { AdminLineView, AlertKind } from "../admin-types.ts";
import { usePostAlert } from "../api/shuttle-lines.ts";
import { ALERT_KIND_LABELS } from "../line-format.ts";
import { DialogActions, doneOrError } from "./dialog-actions.tsx";

/** A service alert on a line (a detour, no service): riders of the line see it at once. */
export function PostAlertDialog({ line, onClose }: { line: AdminLineView | null; onClose: () => void }) {
  return (
    <Modal layout="panel" open={line !== null} title="Post an alert" onClose={onClose}>
      {line ? <AlertForm key={line.id} line={line} onDone={onClose} /> : null}
    </Modal>
  );
}

function AlertForm({ line, onDone }: { line: AdminLineView; onDone: () => void }) {
  const id = useId();
  const post = usePostAlert();
  const [kind, setKind] = useState<AlertKind>("detour");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<{ message?: string; form?: string }>({});

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!message.trim()) {
      setErrors({ message: SHUTTLE_MESSAGES.alertMessage });
      return;
    }
    setErrors({});
    post.mutate(
      { lineId: line.id, kind, message: message.trim() },
      doneOrError(onDone, (form) => setErrors({ form })),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-muted">
        Riders of <span className="font-semibold text-ink">{line.name}</span> see it at once, until you end
        it.
      </p>
      <Field id={`${id}-kind`} label="Kind of alert">
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => setKind(e.target.value as AlertKind)}
          className="input"
        >
          {ALERT_KINDS.map((k) => (
            <option key={k} value={k}>
              {ALERT_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-message`}
        label="Message"
        hint={`What riders should know, in at most ${ALERT_MESSAGE_MAX} characters.`}
        error={errors.message}
        announceError
      >
        <textarea
          id={`${id}-message`}
          rows={3}
          maxLength={ALERT_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="e.g. Buses go round the stadium while the road by the library is closed."
          className={`input min-h-24 resize-y ${errors.message ? "border-danger" : ""}`}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ""}`}
        />
      </Field>
      <DialogActions
        error={errors.form}
        busy={post.isPending}
        onCancel={onDone}
        confirm="Post the alert"
        busyLabel="Posting..."
      />
    </form>
  );
}
