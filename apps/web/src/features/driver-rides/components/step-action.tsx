import { useState } from "react";
import { Spinner } from "../../../components/spinner.tsx";
import { useArriveRide } from "../api/arrive-ride.ts";
import { farFromEnd, useCompleteRide } from "../api/complete-ride.ts";
import { useReturnRide } from "../api/return-ride.ts";
import type { Ride } from "../api/types.ts";
import { useWaitRide } from "../api/wait-ride.ts";
import { nextStep } from "../lib/next-step.ts";
import { EndHereDialog } from "./end-here-dialog.tsx";
import { StartWithPin } from "./start-with-pin.tsx";
import { WaitCountdown } from "./wait-countdown.tsx";

/** The driver's main action on the ride as it stands; a refused call shows the server's words through `onError`. */
export function StepAction({ ride, onError }: { ride: Ride; onError: (error: unknown) => void }) {
  const arrive = useArriveRide();
  const wait = useWaitRide();
  const goBack = useReturnRide();
  const complete = useCompleteRide();
  // Completing far from the trip's end: the server's question, until the driver answers it.
  const [endHere, setEndHere] = useState<string | null>(null);
  const completeTrip = (confirmFar: boolean) =>
    complete.mutate(
      { rideId: ride.id, confirmFar },
      {
        onSuccess: () => setEndHere(null),
        onError: (error) => {
          const question = farFromEnd(error);
          if (question && !confirmFar) setEndHere(question);
          else onError(error);
        },
      },
    );

  switch (nextStep(ride)) {
    case "arrive":
      return (
        <ActionButton pending={arrive.isPending} onClick={() => arrive.mutate(ride.id, { onError })}>
          Arrived
        </ActionButton>
      );
    case "start":
      return <StartWithPin rideId={ride.id} />;
    case "wait":
      return (
        <ActionButton pending={wait.isPending} onClick={() => wait.mutate(ride.id, { onError })}>
          Arrived at destination
        </ActionButton>
      );
    case "return":
      return (
        <>
          <WaitCountdown until={ride.waitEndsAt} />
          <ActionButton pending={goBack.isPending} onClick={() => goBack.mutate(ride.id, { onError })}>
            Start the way back
          </ActionButton>
        </>
      );
    case "complete":
      return (
        <>
          <ActionButton pending={complete.isPending} onClick={() => completeTrip(false)}>
            Complete trip
          </ActionButton>
          <EndHereDialog
            question={endHere}
            pending={complete.isPending}
            onConfirm={() => completeTrip(true)}
            onCancel={() => setEndHere(null)}
          />
        </>
      );
    default:
      return null;
  }
}

/** The one big button of a step: a spinner while its call is on its way. */
export function ActionButton({
  pending,
  onClick,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button type="button" className="btn-primary w-full" disabled={pending} onClick={onClick}>
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
