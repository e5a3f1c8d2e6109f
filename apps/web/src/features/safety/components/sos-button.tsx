import type { SosTripKind, SosView } from "@campusgo/domain";
import { useRef, useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { getCurrentPosition } from "../../../lib/geolocation.ts";
import { useEmergencyNumbers, useRaiseSos } from "../api/sos.ts";
import { EmergencyNumbersList } from "./emergency-numbers-list.tsx";
import { SosHelpSheet } from "./sos-help-sheet.tsx";

/** How long the confirm waits for the phone's position before sending without it (the driver's is used). */
const POSITION_WAIT_MS = 1500;

/**
 * SOS on a trip under way, for either side: one tap opens a confirm, the confirm sends it; then the "Help is on
 * the way" sheet. `practice` goes through the same screens and alerts nobody (the Trusted contacts page).
 */
export function SosButton({
  kind,
  tripId,
  practice = false,
  className = "",
}: {
  kind?: SosTripKind;
  tripId?: string;
  practice?: boolean;
  className?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<SosView | null>(null);
  const [message, setMessage] = useState("");
  const raise = useRaiseSos();
  const numbers = useEmergencyNumbers(confirming);
  const position = useRef<Promise<{ lat: number; lon: number } | null> | null>(null);

  const open = () => {
    raise.reset();
    setConfirming(true);
    // Asked for as the confirm opens, so it is usually there when the SOS goes.
    position.current = getCurrentPosition({ enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 })
      .then((p) => ({ lat: p.lat, lon: p.lon }))
      .catch(() => null);
  };

  const send = async () => {
    const waited = await Promise.race([
      position.current ?? Promise.resolve(null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), POSITION_WAIT_MS)),
    ]);
    raise.mutate(practice ? { practice: true, position: waited } : { kind, tripId, position: waited }, {
      onSuccess: (answer) => {
        setConfirming(false);
        setMessage(answer.message);
        setSent(answer.data);
      },
    });
  };

  return (
    <>
      <button
        type="button"
        className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-danger px-5 py-2.5 font-bold tracking-wide text-white shadow-sm hover:bg-red-800 ${className}`}
        onClick={open}
        data-testid={practice ? "practice-sos-button" : "sos-button"}
      >
        <span aria-hidden="true" className="rounded-md bg-white px-1.5 text-sm font-black text-danger">
          SOS
        </span>
        {practice ? "Practice SOS" : "SOS: I need help"}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={practice ? "Practice: send an SOS?" : "Send an SOS?"}
        role="alertdialog"
      >
        <SosConfirmBody practice={practice} shuttle={kind === "shuttle_run"} />
        {raise.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(raise.error)}
          </p>
        ) : null}
        <div className="grid w-full gap-2">
          <button
            type="button"
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-danger px-5 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-60"
            onClick={() => void send()}
            disabled={raise.isPending}
            data-testid="sos-confirm"
          >
            {raise.isPending ? <Spinner /> : null}
            {practice ? "Send a practice SOS" : "Yes, send SOS"}
          </button>
          <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
        <div className="w-full min-w-0 text-left">
          <p className="mb-2 text-sm font-semibold text-ink">Or call now</p>
          {numbers.data ? <EmergencyNumbersList numbers={numbers.data} /> : <Spinner />}
        </div>
      </Modal>
      <SosHelpSheet sos={sent} message={message} onClose={() => setSent(null)} onChange={setSent} />
    </>
  );
}

function SosConfirmBody({ practice, shuttle }: { practice: boolean; shuttle: boolean }) {
  return practice ? (
    <p className="text-sm text-ink-muted">
      This is practice: nobody is alerted and nothing is sent. You will see what a real SOS does.
    </p>
  ) : shuttle ? (
    <p className="text-sm text-ink-muted">
      CampusGo admins are alerted at once with where you are, and your trusted contacts get a text and an
      e-mail naming the shuttle line and the bus's plate. Nobody else on the bus is told.
    </p>
  ) : (
    <p className="text-sm text-ink-muted">
      CampusGo admins are alerted at once with where you are, and your trusted contacts get a text and an
      e-mail with your trip's live link. The other side of the trip is not told.
    </p>
  );
}
