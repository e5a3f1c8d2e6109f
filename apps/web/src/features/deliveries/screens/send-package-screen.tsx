import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useNavigate, useSearchParams } from "react-router";
import { Spinner } from "../../../components/spinner.tsx";
import { dashboardPaths, deliveryPath, paths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { showRefusal, useRefusalFixed } from "../../../lib/refusal-toast.ts";
import { isOwedError, OwedTripBanner } from "../../payments/index.ts";
import { RideSheet, useMapPlaces, usePrefetch } from "../../rides/index.ts";
import { useCreateDelivery } from "../api/create-delivery.ts";
import { deliveryEstimateQuery } from "../api/get-estimate.ts";
import { PackageStep } from "../components/package-step.tsx";
import { offerWithin, PriceStep } from "../components/price-step.tsx";
import { RecipientStep } from "../components/recipient-step.tsx";
import { RouteStep } from "../components/route-step.tsx";
import {
  checkSteps,
  firstStepWithError,
  parseStep,
  SEND_STEP_TITLES,
  SEND_STEPS,
  type SendErrors,
  type SendField,
  type SendStep,
  STEP_FIELDS,
  serverFieldErrors,
  toCreateInput,
} from "../lib/send-form.ts";
import { resetSendDraft, sendDraft } from "../state/send-draft.ts";

/** The screen's refusal toast. */
const REFUSAL = "send-package";
const STEP_PARAM = "step";

/** The path of one step: the first is the screen's own path. */
const stepPath = (step: SendStep) =>
  step === "route" ? dashboardPaths.sendPackage : `${dashboardPaths.sendPackage}?${STEP_PARAM}=${step}`;

const SUBTITLES: Record<SendStep, string> = {
  route: "Across campus or to a nearby town, with a verified driver.",
  package: "Drivers see this before they offer.",
  recipient: "They give the driver a code when it arrives.",
  price: "Drivers answer with their price. You choose.",
};

/**
 * Send a package (way-billing, SPEC 1): four short steps over the map (where and when, what it is, who takes it,
 * the price and the return rule), then the booking (POST /deliveries, once, with its key) and the delivery's
 * own screen. Each step is checked with the booking's schema before the next; the API's refusals go back to the
 * step and the field they are about.
 */
export default function SendPackageScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePrefetch(() => import("./delivery-screen.tsx"));
  const [params] = useSearchParams();
  const step = parseStep(params.get(STEP_PARAM));
  const index = SEND_STEPS.indexOf(step);
  const draft = sendDraft.useSelect((s) => s);
  const [errors, setErrors] = useState<SendErrors>({});
  const [owedRefused, setOwedRefused] = useState(false);
  // The field the last refusal toast was about: it goes once that field is right.
  const [refused, setRefused] = useState<SendField | null>(null);
  const create = useCreateDelivery();
  useMapPlaces(draft.pickup, draft.dropoff);
  useRefusalFixed(REFUSAL, refused === null || !errors[refused]);

  const goTo = (next: SendStep) => navigate(stepPath(next));

  const refuse = (found: SendErrors) => {
    setErrors(found);
    const first = firstStepWithError(found);
    if (first && first !== step) goTo(first);
    const field = SEND_STEPS.flatMap((s) => STEP_FIELDS[s]).find((name) => found[name]) ?? null;
    setRefused(field);
    if (field) showRefusal(REFUSAL, found[field] ?? "");
  };

  const onEdit = (field: SendField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });

  const book = async () => {
    const found = checkSteps(draft, SEND_STEPS);
    if (Object.keys(found).length > 0) return refuse(found);
    const { pickup, dropoff, size } = draft;
    if (!pickup || !dropoff || !size) return;
    const estimate = await queryClient
      .fetchQuery(deliveryEstimateQuery({ pickup, dropoff, size }))
      .catch(() => null);
    if (!estimate) {
      toast.error("We could not work out the price. Check your connection and try again.");
      return;
    }
    const input = { ...toCreateInput(draft), offerKobo: offerWithin(draft.offerKobo, estimate) };
    create.mutate(input as Parameters<typeof create.mutate>[0], {
      onSuccess: (delivery) => {
        resetSendDraft();
        setErrors({});
        toast.success(
          delivery.status === "scheduled"
            ? "Delivery booked for later."
            : "Delivery booked. Finding a driver.",
        );
        navigate(deliveryPath(delivery.id), { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) return refuse(fields);
        if (isOwedError(error)) return setOwedRefused(true);
        toast.error(errorMessage(error), { id: REFUSAL });
      },
    });
  };

  const proceed = () => {
    if (step === "price") return void book();
    const found = checkSteps(draft, [step]);
    if (Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    const next = SEND_STEPS[index + 1];
    if (next) goTo(next);
  };

  const previous = SEND_STEPS[index - 1];
  const sending = create.isPending;
  return (
    <RideSheet
      title={SEND_STEP_TITLES[step]}
      subtitle={
        <>
          <span className="font-semibold text-brand-700">
            Step {index + 1} of {SEND_STEPS.length}
          </span>{" "}
          · {SUBTITLES[step]}
        </>
      }
      back={previous ? stepPath(previous) : paths.dashboard}
      footer={
        <button type="button" className="btn-primary w-full" onClick={proceed} disabled={sending}>
          {sending ? <Spinner bold className="size-4" /> : null}
          {step !== "price"
            ? "Continue"
            : create.isPaused
              ? "Waiting for connection..."
              : sending
                ? "Booking..."
                : "Book delivery"}
        </button>
      }
    >
      <OwedTripBanner refused={owedRefused} className="mb-4" />
      <form
        noValidate
        aria-label={SEND_STEP_TITLES[step]}
        onSubmit={(e) => {
          e.preventDefault();
          proceed();
        }}
      >
        {step === "route" ? <RouteStep errors={errors} onEdit={onEdit} /> : null}
        {step === "package" ? <PackageStep errors={errors} onEdit={onEdit} /> : null}
        {step === "recipient" ? <RecipientStep errors={errors} onEdit={onEdit} /> : null}
        {step === "price" ? <PriceStep errors={errors} /> : null}
      </form>
    </RideSheet>
  );
}
