import { SOS_MESSAGES, type SosView } from "@campusgo/domain";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useMarkSafe } from "../api/sos.ts";
import { EmergencyNumbersList } from "./emergency-numbers-list.tsx";

const contactsWords = (n: number, verb: string) =>
  n === 0 ? "" : `${n} trusted contact${n === 1 ? "" : "s"} ${verb}`;

/**
 * "Help is on the way": what the SOS did (admins alerted, how many contacts texted and e-mailed), the emergency
 * numbers to call, and "I'm safe now". A practice SOS says at the top that nobody was alerted.
 */
export function SosHelpSheet({
  sos,
  message,
  onClose,
  onChange,
}: {
  sos: SosView | null;
  message: string;
  onClose: () => void;
  onChange: (sos: SosView) => void;
}) {
  const safe = useMarkSafe();
  const practice = sos?.practice ?? false;
  const open = sos !== null;
  const closed = sos !== null && sos.status !== "open";

  const sayingSafe = () => {
    if (!sos) return;
    if (practice || !sos.id) {
      toast.success("Practice over. In a real SOS this closes it.", { id: "sos" });
      onClose();
      return;
    }
    safe.mutate(sos.id, {
      onSuccess: (answer) => {
        toast.success(answer.message, { id: "sos" });
        onChange(answer.data);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error), { id: "sos" }),
    });
  };

  const texted = sos ? contactsWords(sos.contactsTexted, practice ? "would be texted" : "texted") : "";
  const mailed = sos ? contactsWords(sos.contactsEmailed, practice ? "would be e-mailed" : "e-mailed") : "";

  return (
    <Modal
      open={open}
      title={practice ? "Practice: help would be on the way" : "Help is on the way"}
      layout="panel"
      role="alertdialog"
      onClose={onClose}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 p-4 text-left" data-testid="sos-sheet">
        {practice ? (
          <p className="rounded-xl bg-keke-100 px-3 py-2 text-sm font-semibold text-ink" role="status">
            Practice SOS: nobody was alerted and nothing was sent.
          </p>
        ) : message && message !== SOS_MESSAGES.raised ? (
          <p className="text-sm font-semibold text-ink" role="status">
            {message}
          </p>
        ) : null}
        <ul className="grid gap-1 text-sm">
          <li>
            {practice ? "CampusGo admins would be alerted" : "✓ CampusGo admins alerted"}
            {sos?.position ? " with where you are" : ""}
          </li>
          <li>
            {sos?.contactsAlreadyTold ? (
              "Your trusted contacts already had texts about this trip's SOS: they were not texted again."
            ) : texted || mailed ? (
              `${practice ? "" : "✓ "}${[texted, mailed].filter(Boolean).join("; ")}`
            ) : (
              <>No trusted contacts to text. Add them in Settings, Trusted contacts.</>
            )}
          </li>
        </ul>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Call for help</h3>
          <EmergencyNumbersList numbers={sos?.emergencyNumbers ?? []} />
        </div>
        {closed ? (
          <p className="text-sm text-ink-muted">This SOS is closed.</p>
        ) : (
          <button
            type="button"
            className="btn-primary w-full"
            onClick={sayingSafe}
            disabled={safe.isPending}
            data-testid="sos-safe"
          >
            {safe.isPending ? <Spinner /> : null}
            I'm safe now
          </button>
        )}
      </div>
    </Modal>
  );
}
