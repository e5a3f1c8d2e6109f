import type { TripShareView } from "@campusgo/domain";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { ShieldCheckIcon } from "../../../components/icons.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { dashboardPaths } from "../../../config/paths.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTrustedContacts } from "../api/get-trusted-contacts.ts";
import { type SharedTrip, useShareTrip } from "../api/share-trip.ts";

/** The words that name the trip shared. */
const WORDS = {
  ride: { what: "the ride", title: "Follow my ride", text: "Follow my CampusGo ride live:", per: "ride" },
  delivery: {
    what: "the package",
    title: "Follow my delivery",
    text: "Follow my CampusGo delivery live:",
    per: "delivery",
  },
} as const;

/**
 * Share my trip: the ride's or the delivery's live link (anyone with it sees the driver, the plate and where the
 * trip is, until a little after it ends), to copy, hand to the phone's share sheet, or text to the trusted
 * contacts.
 */
export function ShareTripDialog({
  trip,
  open,
  onClose,
}: {
  trip: SharedTrip;
  open: boolean;
  onClose: () => void;
}) {
  const words = WORDS[trip.kind];
  const { kind, id } = trip;
  const link = useShareTrip();
  const text = useShareTrip();
  const contacts = useTrustedContacts(open);
  const [share, setShare] = useState<TripShareView | null>(null);
  const [copied, setCopied] = useState(false);
  const { mutate: ask } = link;

  useEffect(() => {
    if (!open) return;
    setCopied(false);
    ask({ trip: { kind, id }, notify: false }, { onSuccess: ({ data }) => setShare(data) });
  }, [open, kind, id, ask]);

  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const url = share?.url ?? "";
  const count = contacts.data?.contacts.length ?? 0;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copied.", { id: "trip-link" });
    } catch {
      toast.error("The link could not be copied. Select it and copy it yourself.", { id: "trip-link" });
    }
  };
  const shareSheet = () =>
    navigator.share({ title: words.title, text: words.text, url }).catch(() => undefined);
  const textContacts = () =>
    text.mutate(
      { trip: { kind, id }, notify: true },
      {
        onSuccess: ({ message, data }) => {
          setShare(data);
          toast.success(message, { id: "trip-text" });
        },
        onError: (error) => toast.error(errorMessage(error), { id: "trip-text" }),
      },
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Share my trip"
      icon={
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <ShieldCheckIcon className="size-7" />
        </span>
      }
    >
      <p className="text-sm text-ink-muted">
        Anyone with this link sees your driver's first name, the plate and where {words.what} is, never your
        number. It stops working soon after the {words.per} ends.
      </p>
      {link.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(link.error)}
        </p>
      ) : !share ? (
        <Spinner />
      ) : (
        <div className="flex w-full flex-col gap-2 text-left">
          <input
            readOnly
            aria-label="Trip link"
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="input truncate text-sm"
            data-testid="trip-share-url"
          />
          <div className={`grid gap-2 ${canShare ? "grid-cols-2" : "grid-cols-1"}`}>
            <button type="button" className="btn-outline" onClick={() => void copy()}>
              {copied ? "Copied ✓" : "Copy link"}
            </button>
            {canShare ? (
              <button type="button" className="btn-outline" onClick={() => void shareSheet()}>
                Share
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className="btn-primary"
            onClick={textContacts}
            disabled={count === 0 || text.isPending || share.textedAt !== null}
            aria-describedby="trip-text-hint"
          >
            {text.isPending ? <Spinner /> : null}
            {share.textedAt ? "Texted to your trusted contacts ✓" : "Text it to my trusted contacts"}
          </button>
          <p id="trip-text-hint" className="text-sm text-ink-muted">
            {contacts.isPending ? (
              "\u00a0"
            ) : count === 0 ? (
              <>
                You have no trusted contacts yet.{" "}
                <Link to={dashboardPaths.trustedContacts} className="font-semibold text-brand-700 underline">
                  Add one in Settings
                </Link>
              </>
            ) : share.textedAt ? (
              `They have the link. It goes to each contact once per ${words.per}.`
            ) : (
              `Sends the link by text to your ${count === 1 ? "contact" : `${count} contacts`}.`
            )}
          </p>
        </div>
      )}
    </Modal>
  );
}
