import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";

/** The frame of a plain text page (privacy, terms): title, date, sections, a way home. */
export function LegalLayout({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-5 py-4">
          <Link to={paths.home} className="font-display text-lg font-extrabold text-brand-700">
            CampusGo
          </Link>
          <Link to={paths.signupAs} className="btn-primary">
            Sign Up
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-5 py-10">
        <h1 className="font-display text-3xl font-extrabold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">Last updated {updated}</p>
        <div className="mt-8 space-y-8 leading-relaxed text-ink [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
          {children}
        </div>
      </main>
    </div>
  );
}
