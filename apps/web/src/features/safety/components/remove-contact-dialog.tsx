import type { TrustedContactView } from "@campusgo/domain";
import toast from "react-hot-toast";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useRemoveContact } from "../api/remove-contact.ts";

/** Asks before a trusted contact is removed. */
export function RemoveContactDialog({
  contact,
  onClose,
}: {
  contact: TrustedContactView | null;
  onClose: () => void;
}) {
  const remove = useRemoveContact();
  const confirm = () => {
    if (!contact) return;
    remove.mutate(contact.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };
  return (
    <Modal open={contact !== null} onClose={onClose} title="Remove this contact?" role="alertdialog">
      <p className="text-ink-muted">
        {contact?.name} will no longer get your trip links. You can add them again later.
      </p>
      <div className="grid w-full grid-cols-2 gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Keep
        </button>
        <button
          type="button"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-danger px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:opacity-50"
          onClick={confirm}
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner /> : null}
          Remove
        </button>
      </div>
    </Modal>
  );
}
