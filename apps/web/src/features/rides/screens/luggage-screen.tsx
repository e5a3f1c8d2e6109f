import { luggageSchema } from "@campusgo/domain";
import { LIMITS } from "@campusgo/domain/constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { TextareaField } from "../../../components/form/index.ts";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { showRefusal, useRefusalFixed } from "../../../lib/refusal-toast.ts";
import { isOwedError, OwedTripBanner } from "../../payments/index.ts";
import { useCreateRide } from "../api/create-ride.ts";
import { estimateQuery } from "../api/get-estimate.ts";
import { useUploadLuggagePhoto } from "../api/upload-luggage-photo.ts";
import { estimateInputOf, FareSummary } from "../components/fare-summary.tsx";
import { LuggageUpload } from "../components/luggage-upload.tsx";
import { PinIcon } from "../components/ride-icons.tsx";
import { RideSheet } from "../components/ride-sheet.tsx";
import { useFlowPaths, withRide } from "../hooks/use-flow-paths.ts";
import { usePrefetch } from "../hooks/use-prefetch.ts";
import { formatAt, formatWhen } from "../lib/format.ts";
import { limitFor, offerFor } from "../lib/offer-amount.ts";
import { useMapPlaces } from "../map/use-map-places.ts";
import { bookingDraft, resetBookingAfterRequest } from "../state/booking-draft.ts";

type LuggageForm = z.input<typeof luggageSchema>;
type LuggageOption = NonNullable<LuggageForm["option"]>;

const NOTE_MAX = 300;

/** The screen's refusal toast. */
const REFUSAL = "luggage";

/**
 * SPEC 2.9 step 4: "Without luggage" or "With luggages" (a picture with preview), a note to the driver and
 * the upfront fare; "Send Request" uploads the picture, sends the ride and goes to looking-for.
 */
export default function LuggageScreen() {
  const navigate = useNavigate();
  const flow = useFlowPaths();
  usePrefetch(() => import("./looking-for-screen.tsx"));
  const draft = bookingDraft.useSelect((s) => s);
  const [file, setFile] = useState<File | null>(null);
  // The server refused the booking because the last trip is not paid: the banner says so, not a toast.
  const [owedRefused, setOwedRefused] = useState(false);
  const form = useForm({ resolver: zodResolver(luggageSchema), defaultValues: { pictureCount: 0 } });
  const { errors } = form.formState;
  const option = form.watch("option");
  const upload = useUploadLuggagePhoto();
  const create = useCreateRide();
  const queryClient = useQueryClient();
  const sending = upload.isPending || create.isPending;
  useMapPlaces(draft.pickup, draft.destination);

  // The first refusal is shown under its field and as a toast, as every booking step does; the toast goes once
  // the field is right.
  const refuse = (invalid: FieldErrors<LuggageForm>) => {
    const message = (invalid.option ?? invalid.pictureCount)?.message ?? "";
    showRefusal(REFUSAL, message);
  };
  useRefusalFixed(REFUSAL, !errors.option && !errors.pictureCount);

  const send = form.handleSubmit(async ({ option }) => {
    if (file && file.size > LIMITS.kycMaxImageBytes) {
      form.setError("pictureCount", { message: "The picture must be 5MB or smaller." });
      showRefusal(REFUSAL, "The picture must be 5MB or smaller.");
      return;
    }
    const { rideType, pickup, destination } = draft;
    if (!rideType || !pickup || !destination) {
      toast.error("Please set your route first.");
      navigate(flow.setRoutes);
      return;
    }
    const input = estimateInputOf(draft);
    const priced = input ? await queryClient.fetchQuery(estimateQuery(input)).catch(() => null) : null;
    if (!priced) {
      toast.error("We could not work out the fare. Check your connection and try again.");
      return;
    }
    const offerKobo = offerFor(draft.offerKobo, priced);
    try {
      const photoKey = option === "with" && file ? (await upload.mutateAsync(file)).photoKey : null;
      const ride = await create.mutateAsync({
        rideType,
        pickup,
        destination,
        scheduledAt: draft.scheduledAt,
        roundTrip: draft.roundTrip,
        waitMinutes: draft.roundTrip ? draft.waitMinutes : 0,
        note: draft.note.trim() || null,
        luggage: { hasLuggage: option === "with", photoKey },
        offerKobo,
        autoAcceptKobo: draft.scheduledAt ? limitFor(draft.autoAcceptKobo, offerKobo, priced) : null,
      });
      resetBookingAfterRequest();
      if (ride.status === "scheduled" && ride.scheduledAt) {
        toast.success(`Your ride is booked for ${formatAt(ride.scheduledAt)}.`);
        navigate(flow.myBookings, { replace: true });
      } else {
        navigate(withRide(flow.lookingFor, ride.id), { replace: true });
      }
    } catch (error) {
      if (isOwedError(error)) setOwedRefused(true);
      else toast.error(errorMessage(error));
    }
  }, refuse);

  const choice = (value: LuggageOption, label: string, hint: string) => (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 transition ${
        option === value ? "border-brand-600 bg-brand-50" : "border-line hover:border-brand-300"
      }`}
    >
      <input
        type="radio"
        value={value}
        {...form.register("option", { onChange: () => form.clearErrors() })}
        className="size-5 accent-brand-700"
      />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        <span className="block text-sm text-ink-muted">{hint}</span>
      </span>
    </label>
  );

  return (
    <RideSheet
      title="Do you have luggage?"
      back={flow.setRoutes}
      footer={
        <button type="button" className="btn-primary w-full" onClick={() => void send()} disabled={sending}>
          {sending ? <Spinner bold className="size-4" /> : null}
          {create.isPaused || upload.isPaused
            ? "Waiting for connection..."
            : sending
              ? "Sending..."
              : draft.scheduledAt
                ? `Book for ${formatAt(draft.scheduledAt)}`
                : "Send Request"}
        </button>
      }
    >
      <OwedTripBanner refused={owedRefused} className="mb-4" />
      {draft.pickup && draft.destination ? (
        <div className="mb-4 space-y-1.5 text-sm">
          <p className="flex items-center gap-2 text-ink">
            <PinIcon tone="pickup" className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{draft.pickup.name}</span>
          </p>
          <p className="flex items-center gap-2 text-ink">
            <PinIcon tone="destination" className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{draft.destination.name}</span>
          </p>
          {draft.scheduledAt ? (
            <p className="font-semibold text-ink">Pickup {formatWhen(draft.scheduledAt)}</p>
          ) : null}
        </div>
      ) : null}

      <fieldset aria-describedby={errors.option ? "luggage-option-error" : undefined}>
        <legend className="sr-only">Luggage</legend>
        <div className="space-y-2">
          {choice("none", "Without luggage", "Just me and a small bag")}
          {choice("with", "With luggages", "Boxes, suitcases or a load to carry")}
        </div>
        {errors.option ? (
          <p id="luggage-option-error" className="field-error">
            {errors.option.message}
          </p>
        ) : null}
      </fieldset>

      {option === "with" ? (
        <div className="mt-3">
          <LuggageUpload
            file={file}
            error={errors.pictureCount?.message}
            onChange={(f) => {
              setFile(f);
              form.setValue("pictureCount", f ? 1 : 0);
              form.clearErrors();
            }}
          />
        </div>
      ) : null}

      <TextareaField
        className="mt-4"
        label={
          <>
            Note to the driver <span className="font-normal text-ink-muted">(optional)</span>
          </>
        }
        rows={2}
        maxLength={NOTE_MAX}
        inputClassName="resize-none"
        placeholder="e.g. I am at the gate in a red shirt"
        value={draft.note}
        onChange={(e) => bookingDraft.set({ note: e.target.value })}
      />

      <div className="mt-4">
        <FareSummary input={estimateInputOf(draft)} offer />
      </div>
    </RideSheet>
  );
}
