import { Link } from "react-router";
import { paths } from "../config/paths.ts";

/** The CampusGo wordmark, linking home; `compact` keeps only the mark on small screens. */
export function Logo({ tone = "dark", compact = false }: { tone?: "dark" | "light"; compact?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={`inline-flex min-h-11 items-center gap-2 font-display text-xl font-extrabold tracking-tight ${
        tone === "light" ? "text-white" : "text-brand-800"
      }`}
    >
      <img
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        className={`size-8 rounded-lg ${tone === "light" ? "ring-2 ring-white/25" : ""}`}
      />
      <span className={compact ? "max-sm:sr-only" : undefined}>
        Campus<span className={tone === "light" ? "text-keke-400" : "text-brand-600"}>Go</span>
      </span>
    </Link>
  );
}
