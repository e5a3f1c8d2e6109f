import { NOTE_MAX } from "@campusgo/domain";
import { TextareaField, TextField } from "../../../components/form/index.ts";
import type { SendErrors, SendField } from "../lib/send-form.ts";
import { sendDraft } from "../state/send-draft.ts";

/** Who takes the package at the drop-off (they get a text with the code and the tracking link), and a note. */
export function RecipientStep({
  errors,
  onEdit,
}: {
  errors: SendErrors;
  onEdit: (field: SendField) => void;
}) {
  const draft = sendDraft.useSelect((s) => s);
  return (
    <div className="space-y-4">
      <TextField
        label="Recipient's name"
        autoComplete="off"
        maxLength={100}
        value={draft.recipientName}
        error={errors.recipientName}
        onChange={(e) => {
          sendDraft.set({ recipientName: e.target.value });
          onEdit("recipientName");
        }}
      />
      <TextField
        label="Recipient's phone number"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="0803 123 4567"
        value={draft.recipientPhone}
        error={errors.recipientPhone}
        hint="We text them a code to give the driver, and a link to follow the package."
        onChange={(e) => {
          sendDraft.set({ recipientPhone: e.target.value });
          onEdit("recipientPhone");
        }}
      />
      <TextareaField
        label={
          <>
            Note to the driver <span className="font-normal text-ink-muted">(optional)</span>
          </>
        }
        rows={2}
        maxLength={NOTE_MAX}
        placeholder="e.g. Call when you reach the hostel gate"
        value={draft.note}
        error={errors.note}
        onChange={(e) => {
          sendDraft.set({ note: e.target.value });
          onEdit("note");
        }}
      />
    </div>
  );
}
