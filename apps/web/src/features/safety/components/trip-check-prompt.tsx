import { TRIP_CHECK_MESSAGES, type TripCheckTripKind, tripCheckReason } from "@campusgo/domain";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useAnswerTripCheck, useTripSafety } from "../api/trip-checks.ts";
import { SosButton } from "./sos-button.tsx";

/**
 * "Are you OK?" on the rider's (or sender's) trip screen when an automatic check asks it (off the route, stopped
 * away from the pickup and destination): I'm OK, or SOS one tap away. It stays until answered; admins are told
 * when nobody answers in time, and a late answer still reaches them.
 */
export function TripCheckPrompt({ kind, tripId }: { kind: TripCheckTripKind; tripId: string }) {
  const safety = useTripSafety(tripId);
  const answer = useAnswerTripCheck(tripId);
  const check = safety.data?.check ?? null;
  const open = check !== null && check.status !== "ok";

  const sayOk = () => {
    if (!check) return;
    answer.mutate(check.id, {
      onSuccess: (result) => toast.success(result.message, { id: "trip-check" }),
    });
  };

  return (
    <Modal open={open} title={TRIP_CHECK_MESSAGES.askTitle} role="alertdialog">
      <div data-testid="trip-check-prompt">
        <p className="text-ink">{check ? tripCheckReason(check.kind) : ""}</p>
        <p className="mt-1 text-sm text-ink-muted">{TRIP_CHECK_MESSAGES.askBody}</p>
        {check?.status === "unanswered" ? (
          <p className="mt-2 text-sm text-ink-muted">We did not hear from you, so our team has been told.</p>
        ) : null}
        {answer.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {errorMessage(answer.error)}
          </p>
        ) : null}
        <div className="mt-4 grid gap-2">
          <button
            type="button"
            className="btn-primary w-full"
            onClick={sayOk}
            disabled={answer.isPending}
            data-testid="trip-check-ok"
          >
            {answer.isPending ? <Spinner className="size-5" /> : null}
            I'm OK
          </button>
          <SosButton kind={kind} tripId={tripId} />
        </div>
      </div>
    </Modal>
  );
}
