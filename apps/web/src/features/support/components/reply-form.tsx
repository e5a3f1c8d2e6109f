import { SUPPORT_BODY_MAX, supportMessageSchema } from "@campusgo/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { TextareaField } from "../../../components/form/index.ts";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { fieldBinder } from "../../../lib/form/bind-field.ts";
import { applyServerFieldErrors } from "../../../lib/form/server-field-errors.ts";

/** One more message in a conversation: the text, then Send; the text stays until the server took it. */
export function ReplyForm({
  label,
  send,
  pending,
  submitLabel = "Send",
}: {
  label: string;
  send: (
    body: string,
    done: { onSuccess: (answer: { message: string }) => void; onError: (e: unknown) => void },
  ) => void;
  pending: boolean;
  submitLabel?: string;
}) {
  const form = useForm({ resolver: zodResolver(supportMessageSchema), defaultValues: { body: "" } });
  const field = fieldBinder(form);
  const onSubmit = form.handleSubmit(({ body }) =>
    send(body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        form.reset({ body: "" });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["body"]);
        toast.error(errorMessage(error));
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextareaField label={label} rows={4} maxLength={SUPPORT_BODY_MAX + 100} {...field("body")} />
      <button type="submit" className="btn-primary self-end" disabled={pending}>
        {pending ? <Spinner /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
