import { DELIVERY_MESSAGES } from "@campusgo/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Spinner } from "../../../components/spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useDriverPosition } from "../../driver-rides/index.ts";
import { handoverQueue } from "../hooks/handover-queue.ts";
import { showHandoverAnswer } from "../hooks/use-handover-sync.ts";
import type { HandoverStep } from "../lib/handover.ts";
import { PhotoCapture } from "./photo-capture.tsx";

/** What each hand-over asks for and says. */
const WORDS: Record<HandoverStep, { code: string; hint: string; submit: string; queued: string }> = {
  pickup: {
    code: "Sender's code",
    hint: "Ask the sender for the 4-digit pickup code.",
    submit: "Pick up",
    queued: "No network: picked up, confirming once you are back online.",
  },
  dropoff: {
    code: "Recipient's code",
    hint: "Ask the recipient for the 4-digit code we texted them.",
    submit: "Deliver",
    queued: "No network: delivered, confirming once you are back online.",
  },
  returned: {
    code: "Sender's return code",
    hint: "Ask the sender for the 4-digit return code in their app.",
    submit: "Returned",
    queued: "No network: returned, confirming once you are back online.",
  },
};

/** Which field a refusal belongs to: the photo's problems under the photo, a code's under the code. */
function placeError(error: unknown): "photo" | "code" | "form" {
  if (error instanceof ApiError) {
    if (error.status === 413 || error.status === 415) return "photo";
    if (error.message === DELIVERY_MESSAGES.proofPhotoRequired) return "photo";
    if (error.status === 400) return "code";
  }
  return "form";
}

/**
 * A hand-over of the parcel: a photo of it and the 4-digit code of the person at the door, with when and where
 * (the position the app streams). Only the server compares the code. With no network it waits in the offline
 * queue, and the panel says it is confirming.
 */
export function HandoverForm({ deliveryId, step }: { deliveryId: string; step: HandoverStep }) {
  const id = useId();
  const queryClient = useQueryClient();
  const position = useDriverPosition();
  const words = WORDS[step];
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ photo?: string; code?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const problems = {
      photo: photo ? undefined : DELIVERY_MESSAGES.proofPhotoRequired,
      code: /^\d{4}$/.test(code) ? undefined : DELIVERY_MESSAGES.codeFormat,
    };
    setErrors(problems);
    if (!photo || problems.code) return;
    setSending(true);
    try {
      const result = await handoverQueue.submit({
        deliveryId,
        step,
        code,
        photo,
        at: new Date().toISOString(),
        lat: position?.lat ?? null,
        lon: position?.lon ?? null,
      });
      if (result.kind === "sent") {
        showHandoverAnswer(queryClient, result.answer.delivery, result.answer.message);
      } else {
        toast(words.queued, { id: `handover-${deliveryId}` });
      }
    } catch (error) {
      const message = errorMessage(error);
      setErrors({ [placeError(error)]: message });
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="space-y-3"
      aria-label={words.submit}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid={`handover-${step}`}
    >
      <PhotoCapture id={id} photo={photo} onPhoto={setPhoto} error={errors.photo ?? null} />
      <div>
        <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-semibold text-ink">
          {words.code}
        </label>
        <p id={`${id}-code-hint`} className="mb-1.5 text-xs text-ink-muted">
          {words.hint}
        </p>
        <input
          id={`${id}-code`}
          className="input text-center font-display text-xl tracking-[0.5em]"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          placeholder="0000"
          value={code}
          aria-invalid={Boolean(errors.code)}
          aria-describedby={`${id}-code-hint${errors.code ? ` ${id}-code-error` : ""}`}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 4))}
        />
        {errors.code ? (
          <p id={`${id}-code-error`} className="field-error">
            {errors.code}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-danger">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="btn-primary min-h-14 w-full text-lg" disabled={sending}>
        {sending ? <Spinner className="size-4" /> : null}
        {words.submit}
      </button>
    </form>
  );
}
