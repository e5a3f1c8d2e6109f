import type { ReactNode } from "react";
import { ChevronLeftIcon } from "../../../components/app-icons.tsx";

interface StepActionsProps {
  onBack?: (() => void) | undefined;
  busy: boolean;
  submitLabel?: string;
  /** Extra buttons between Back and the main one (the final step's Skip). */
  children?: ReactNode;
}

/** Back, optional extras, and the step's submit button, stacked on phones. */
export function StepActions({ onBack, busy, submitLabel = "Next", children }: StepActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center">
      {onBack && (
        <button
          type="button"
          className="btn-outline border-line text-ink sm:mr-auto"
          onClick={onBack}
          disabled={busy}
        >
          <ChevronLeftIcon className="size-4" />
          Back
        </button>
      )}
      <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
        {children}
        <button type="submit" className="btn-primary sm:min-w-36" disabled={busy} aria-busy={busy}>
          {busy ? "Saving..." : submitLabel}
        </button>
      </div>
    </div>
  );
}
