import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";

/** The CampusGo mark and word, linking home. `tone` picks colours for light or dark backgrounds. */
export function BrandLink({ tone = "light" }: { tone?: "light" | "dark" }) {
  return (
    <Link
      to={paths.home}
      className="inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg font-display text-xl font-extrabold tracking-tight"
    >
      <img
        src="/favicon.svg"
        width={36}
        height={36}
        alt=""
        className={`size-9 rounded-[0.6rem] ${tone === "dark" ? "ring-1 ring-white/25" : ""}`}
      />
      <span className={tone === "light" ? "text-ink" : "text-white"}>
        Campus<span className={tone === "light" ? "text-brand-700" : "text-keke-400"}>Go</span>
      </span>
    </Link>
  );
}
