import { type EmergencyNumberView, telHref } from "@campusgo/domain";

/** The emergency numbers as big tap-to-call links. */
export function EmergencyNumbersList({ numbers }: { numbers: readonly EmergencyNumberView[] }) {
  if (numbers.length === 0) {
    return (
      <a href="tel:112" className="btn-outline w-full border-danger text-danger">
        Call 112 (emergency)
      </a>
    );
  }
  return (
    <ul className="grid w-full grid-cols-[minmax(0,1fr)] gap-2" aria-label="Emergency numbers">
      {numbers.map((n) => (
        <li key={n.id}>
          <a
            href={telHref(n.number)}
            className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-danger/40 bg-white px-4 py-2 font-semibold text-ink hover:bg-red-50"
          >
            <span className="min-w-0 flex-1 truncate text-left">{n.label}</span>
            <span className="shrink-0 text-danger">
              <span className="sr-only">Call </span>
              {n.number}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
