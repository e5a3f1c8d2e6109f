import { useState } from "react";
import toast from "react-hot-toast";
import { shareText } from "../lib/share-link.ts";

/**
 * The tracking link to share with the recipient (they get it by text too): copy it, or hand it to the phone's
 * share sheet (Web Share API) where there is one.
 */
export function ShareTracking({ url, recipientName }: { url: string; recipientName: string }) {
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copied.", { id: "share-link" });
    } catch {
      toast.error("The link could not be copied. Select it and copy it yourself.", { id: "share-link" });
    }
  };
  const share = () =>
    navigator
      .share({ title: "Track the package", text: shareText(recipientName), url })
      .catch(() => undefined);

  return (
    <section className="rounded-2xl border border-line p-4" aria-labelledby="share-tracking-title">
      <h2 id="share-tracking-title" className="font-semibold text-ink">
        Tracking link
      </h2>
      <p className="mt-0.5 text-xs text-ink-muted">
        Anyone with it sees where the package is, never your number. {recipientName} got it by text.
      </p>
      <input
        readOnly
        aria-label="Tracking link"
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="input mt-2 truncate text-sm"
        data-testid="share-url"
      />
      <div className={`mt-2 grid gap-2 ${canShare ? "grid-cols-2" : "grid-cols-1"}`}>
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          {copied ? "Copied ✓" : "Copy link"}
        </button>
        {canShare ? (
          <button type="button" className="btn-primary" onClick={() => void share()}>
            Share
          </button>
        ) : null}
      </div>
    </section>
  );
}
