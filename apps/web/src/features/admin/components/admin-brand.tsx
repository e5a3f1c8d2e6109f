import { Link } from "react-router";
import { adminPaths } from "../../../config/paths.ts";

/** The CampusGo mark with "Admin", linking to the queue. */
export function AdminBrand() {
  return (
    <Link
      to={adminPaths.queue}
      className="inline-flex min-h-11 items-center gap-2 font-display text-lg font-extrabold tracking-tight text-ink"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      <span>
        Campus<span className="text-brand-700">Go</span>
      </span>
      <span className="rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-bold text-brand-800">Admin</span>
    </Link>
  );
}
