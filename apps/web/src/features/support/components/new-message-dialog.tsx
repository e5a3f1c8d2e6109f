import {
  newSupportConversationSchema,
  SUPPORT_BODY_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportTopic,
  type SupportTripKind,
} from "@campusgo/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { TextareaField, TextField } from "../../../components/form/index.ts";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { fieldBinder } from "../../../lib/form/bind-field.ts";
import { applyServerFieldErrors } from "../../../lib/form/server-field-errors.ts";
import { useStartConversation } from "../api/conversations.ts";
import { supportConversationPath } from "../paths.ts";

/** Where support's address is shown for those who would rather e-mail. */
export const SUPPORT_EMAIL = "support@campusgo.ng";

export interface SupportTrip {
  kind: SupportTripKind;
  id: string;
  /** "Main gate to Hill-top". */
  summary: string;
}

/**
 * Contact us: a message to support (what it is about, a subject, the message), with `trip` attached when it is
 * written from one. Sent, it opens the conversation, where support's answer will show.
 */
export function NewMessageDialog({
  open,
  onClose,
  trip,
}: {
  open: boolean;
  onClose: () => void;
  trip?: SupportTrip | undefined;
}) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const topicId = useId();
  const defaults = {
    topic: (trip?.kind ?? "") as SupportTopic,
    subject: "",
    body: "",
    ...(trip ? { tripKind: trip.kind, tripId: trip.id } : {}),
  };
  const form = useForm({ resolver: zodResolver(newSupportConversationSchema), defaultValues: defaults });
  const field = fieldBinder(form);
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset to the defaults each time it opens
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, reset]);

  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
        navigate(supportConversationPath(answer.data.id));
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["topic", "subject", "body"]);
        toast.error(errorMessage(error));
      },
    }),
  );
  const topicError = form.formState.errors.topic?.message;

  return (
    <Modal open={open} onClose={onClose} layout="panel" title="Contact us">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 p-5">
        {trip ? (
          <p className="rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
            About your {trip.kind === "ride" ? "ride" : "delivery"}: <strong>{trip.summary}</strong>
          </p>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={topicId} className="font-semibold text-ink">
            What is it about?
          </label>
          <select
            id={topicId}
            className={`input ${topicError ? "border-danger" : ""}`}
            aria-invalid={topicError ? true : undefined}
            aria-describedby={topicError ? `${topicId}-error` : undefined}
            {...form.register("topic")}
          >
            <option value="">Choose one</option>
            {SUPPORT_TOPICS.map((t) => (
              <option key={t} value={t}>
                {SUPPORT_TOPIC_LABELS[t]}
              </option>
            ))}
          </select>
          {topicError ? (
            <p id={`${topicId}-error`} className="text-sm text-danger">
              {topicError}
            </p>
          ) : null}
        </div>
        <TextField label="Subject" maxLength={SUPPORT_SUBJECT_MAX + 20} {...field("subject")} />
        <TextareaField
          label="Your message"
          rows={5}
          maxLength={SUPPORT_BODY_MAX + 100}
          hint="We usually answer within a day, here and by e-mail."
          {...field("body")}
        />
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={start.isPending}>
            {start.isPending ? <Spinner /> : null}
            Send
          </button>
        </div>
        <p className="text-center text-sm text-ink-muted">
          Or e-mail{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </p>
      </form>
    </Modal>
  );
}
