import { formatNaira, PARCEL_CATEGORY_LABELS, PARCEL_SIZE_LABELS } from "@campusgo/domain";
import { pictureAt } from "../../../lib/picture-url.ts";
import type { Delivery } from "../api/types.ts";

/** What is sent, as booked: the photo, what and how big, the value covered, who takes it, the note. */
export function ParcelDetails({ delivery }: { delivery: Delivery }) {
  const rows: [string, string][] = [
    [
      "Package",
      `${PARCEL_CATEGORY_LABELS[delivery.category]} · ${PARCEL_SIZE_LABELS[delivery.size].name}${delivery.fragile ? " · Fragile" : ""}`,
    ],
    ["Recipient", delivery.recipient.name],
  ];
  if (delivery.recipient.phoneNumber) rows.push(["Their number", delivery.recipient.phoneNumber]);
  if (delivery.declaredValueKobo > 0) {
    rows.push([
      "Declared value",
      `${formatNaira(delivery.declaredValueKobo)} (covered ${formatNaira(delivery.coveredKobo)})`,
    ]);
  }
  if (delivery.note) rows.push(["Note", delivery.note]);
  return (
    <section className="rounded-2xl border border-line p-4" aria-labelledby="parcel-title">
      <h2 id="parcel-title" className="sr-only">
        The package
      </h2>
      <div className="flex gap-3">
        <img
          src={pictureAt(delivery.photoUrl, 160)}
          alt="The package as you sent it"
          loading="lazy"
          className="size-16 shrink-0 rounded-xl bg-surface object-cover"
        />
        <dl className="min-w-0 flex-1 space-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="min-w-0 text-right font-medium break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
