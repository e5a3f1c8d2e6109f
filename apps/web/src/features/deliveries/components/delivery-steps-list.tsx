import { formatTime } from "@campusgo/domain";
import type { Delivery } from "../api/types.ts";
import { deliverySteps } from "../lib/delivery-steps.ts";

/** The delivery's steps, each with its time once done; the next one marked as under way. */
export function DeliveryStepsList({ delivery }: { delivery: Pick<Delivery, "status" | "steps"> }) {
  const steps = deliverySteps(delivery);
  return (
    <ol className="relative space-y-2" aria-label="Steps of the delivery" data-testid="delivery-steps">
      {steps.map((step) => (
        <li
          key={step.label}
          className="flex items-center gap-3 text-sm"
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span
            aria-hidden="true"
            className={`flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${
              step.state === "done"
                ? "border-brand-600 bg-brand-600 text-white"
                : step.state === "current"
                  ? "border-brand-600 bg-white"
                  : "border-line bg-white"
            }`}
          >
            {step.state === "done" ? (
              <svg
                viewBox="0 0 24 24"
                className="size-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="3.5"
                aria-hidden="true"
              >
                <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : step.state === "current" ? (
              <span className="size-2 animate-pulse rounded-full bg-brand-600" />
            ) : null}
          </span>
          <span
            className={`min-w-0 flex-1 ${step.state === "todo" ? "text-ink-muted" : "font-medium text-ink"}`}
          >
            {step.label}
            {step.state === "current" ? <span className="sr-only"> (next)</span> : null}
          </span>
          {step.at ? (
            <span className="shrink-0 text-xs text-ink-muted tabular-nums">{formatTime(step.at)}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
