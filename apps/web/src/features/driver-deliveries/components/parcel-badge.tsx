import { PackageIcon } from "../../../components/app-icons.tsx";

/** The mark of a parcel job, so it is never mistaken for a ride: a parcel icon and "Package", and "Fragile". */
export function ParcelBadge({ fragile, tone = "light" }: { fragile: boolean; tone?: "light" | "dark" }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${
          tone === "dark" ? "bg-white/15 text-white" : "bg-keke-100 text-ink"
        }`}
      >
        <PackageIcon className="size-4" />
        Package
      </span>
      {fragile ? (
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold tracking-wide text-danger uppercase">
          Fragile
        </span>
      ) : null}
    </span>
  );
}
