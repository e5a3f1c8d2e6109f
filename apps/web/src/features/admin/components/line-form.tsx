import { HEADWAY_MAX_MINUTES, HEADWAY_MIN_MINUTES, LINE_NAME_MAX } from "@campusgo/domain";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { controlProps, Field, invalidClass } from "../../../components/form/field.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { Modal } from "../../../components/modal.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import type { AdminLineView } from "../admin-types.ts";
import { useSaveLine } from "../api/shuttle-lines.ts";
import {
  draftOf,
  emptyDraft,
  inputOf,
  type LineDraft,
  type LineErrors,
  NO_ERRORS,
  serverErrors,
} from "../line-draft.ts";
import { DialogActions } from "./dialog-actions.tsx";
import { LineFaresEditor } from "./line-fares-editor.tsx";
import { LineStopsEditor } from "./line-stops-editor.tsx";

const HEX = /^#[0-9a-fA-F]{6}$/;
const SEE_ABOVE = "The line was not saved: please see the messages above.";

/** Adding a line (`line` null) or changing one: a dialog over the list, open while `open` is true. */
export function LineFormDialog({
  open,
  line,
  onClose,
}: {
  open: boolean;
  line: AdminLineView | null;
  onClose: () => void;
}) {
  return (
    <Modal
      layout="panel"
      size="xl"
      open={open}
      title={line ? `Edit ${line.name}` : "Add a line"}
      onClose={onClose}
    >
      {open ? <LineForm key={line?.id ?? "new"} line={line} onDone={onClose} /> : null}
    </Modal>
  );
}

/**
 * The line's name, colour, hours, headway, fares and stops. What cannot be sent as typed is said at once; the
 * server's refusal comes back under its fields, and what was typed stays.
 */
function LineForm({ line, onDone }: { line: AdminLineView | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveLine();
  const [draft, setDraft] = useState<LineDraft>(() => (line ? draftOf(line) : emptyDraft()));
  const [errors, setErrors] = useState<LineErrors>(NO_ERRORS);
  const set = (patch: Partial<LineDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const { fields } = errors;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const answer = inputOf(draft);
    if ("errors" in answer) {
      setErrors(answer.errors);
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate(
      { lineId: line?.id ?? null, input: answer.input },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (failure) =>
          setErrors(
            failure instanceof ApiError
              ? serverErrors(draft, failure.message, failure.body)
              : { ...NO_ERRORS, form: errorMessage(failure) },
          ),
      },
    );
  };

  const anyError =
    Object.keys(fields).length + Object.keys(errors.stops).length + Object.keys(errors.fares).length > 0;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <TextField
            label="Name"
            value={draft.name}
            maxLength={LINE_NAME_MAX}
            onChange={(e) => set({ name: e.target.value })}
            placeholder="e.g. Green line"
            error={fields.name}
            autoComplete="off"
          />
          <Field id={`${id}-colour`} label="Colour" error={fields.colour} hint="Riders see the line in it.">
            <div className="flex items-center gap-3">
              <input
                {...controlProps(`${id}-colour`, fields.colour, true)}
                type="color"
                value={HEX.test(draft.colour) ? draft.colour.toLowerCase() : "#000000"}
                onChange={(e) => set({ colour: e.target.value.toUpperCase() })}
                className="h-11 w-16 shrink-0 cursor-pointer rounded-xl border border-line bg-white p-1"
              />
              <label htmlFor={`${id}-hex`} className="sr-only">
                Colour code
              </label>
              <input
                id={`${id}-hex`}
                value={draft.colour}
                maxLength={7}
                onChange={(e) => set({ colour: e.target.value.trim() })}
                className={`input font-mono uppercase ${invalidClass(fields.colour)}`}
                aria-invalid={fields.colour ? true : undefined}
                aria-describedby={fields.colour ? `${id}-colour-error` : undefined}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
          </Field>
          <label className="flex items-start gap-3 rounded-xl bg-surface p-3 text-sm ring-1 ring-line">
            <input
              type="checkbox"
              checked={draft.loop}
              onChange={(e) => set({ loop: e.target.checked })}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-ink">A loop</span>
              <span className="block text-ink-muted">
                After the last stop, buses go back to the first and round again; otherwise they turn back.
              </span>
            </span>
          </label>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Opens at"
              type="time"
              value={draft.opensAt}
              onChange={(e) => set({ opensAt: e.target.value })}
              error={fields.opensAt}
            />
            <TextField
              label="Closes at"
              type="time"
              value={draft.closesAt}
              onChange={(e) => set({ closesAt: e.target.value })}
              error={fields.closesAt}
            />
          </div>
          <TextField
            label="A bus every (minutes)"
            inputMode="numeric"
            value={draft.headway}
            onChange={(e) => set({ headway: e.target.value })}
            hint={`From ${HEADWAY_MIN_MINUTES} to ${HEADWAY_MAX_MINUTES} minutes.`}
            error={fields.headwayMin}
            autoComplete="off"
          />
          <TextField
            label="Flat fare (₦)"
            inputMode="numeric"
            value={draft.flatFare}
            onChange={(e) => set({ flatFare: e.target.value })}
            placeholder="200"
            hint="Whole naira: what any ride on the line costs, unless a fare between its two stops is given."
            error={fields.flatFareKobo}
            autoComplete="off"
          />
        </div>
        <div className="space-y-6">
          <LineStopsEditor draft={draft} onChange={set} errors={errors.stops} error={fields.stops} />
          <LineFaresEditor draft={draft} onChange={set} errors={errors.fares} />
        </div>
      </div>
      <DialogActions
        error={errors.form ?? (anyError ? SEE_ABOVE : undefined)}
        busy={save.isPending}
        onCancel={onDone}
        confirm={line ? "Save the line" : "Add the line"}
        busyLabel="Saving..."
      />
    </form>
  );
}
