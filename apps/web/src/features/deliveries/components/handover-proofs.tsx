import { formatDateTime } from "@campusgo/domain";
import { pictureAt } from "../../../lib/picture-url.ts";
import type { Delivery, HandoverProof } from "../api/types.ts";

const PROOFS: { key: keyof Delivery["proofs"]; title: string }[] = [
  { key: "pickup", title: "Picked up" },
  { key: "dropoff", title: "Delivered" },
  { key: "return", title: "Returned to you" },
];

/** The driver's proof at each hand-over made: the photo, when, and who took the package. */
export function HandoverProofs({ proofs }: { proofs: Delivery["proofs"] }) {
  const made = PROOFS.flatMap(({ key, title }) => {
    const proof = proofs[key];
    return proof ? [{ key, title, proof }] : [];
  });
  if (made.length === 0) return null;
  return (
    <section aria-labelledby="proofs-title">
      <h2 id="proofs-title" className="font-semibold text-ink">
        Proof of hand-over
      </h2>
      <ul className="mt-2 space-y-2" data-testid="handover-proofs">
        {made.map(({ key, title, proof }) => (
          <Proof key={key} title={title} proof={proof} />
        ))}
      </ul>
    </section>
  );
}

function Proof({ title, proof }: { title: string; proof: HandoverProof }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-line p-3">
      <a href={pictureAt(proof.photoUrl, 720)} target="_blank" rel="noreferrer" className="shrink-0">
        <img
          src={pictureAt(proof.photoUrl, 160)}
          alt={`The package when it was ${title.toLowerCase()}`}
          loading="lazy"
          className="size-20 rounded-xl bg-surface object-cover"
        />
      </a>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-ink-muted">{formatDateTime(proof.at)}</p>
        <p className="mt-0.5 break-words text-ink">Received by {proof.receivedBy}</p>
      </div>
    </li>
  );
}
