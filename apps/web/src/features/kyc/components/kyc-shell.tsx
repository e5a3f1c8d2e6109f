import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";

interface KycShellProps {
  /** Small line above the heading, e.g. "Create a driver account". */
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of every verification screen: brand bar, a heading and one card. */
export function KycShell({ eyebrow, title, subtitle, children, footer }: KycShellProps) {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center px-4 sm:px-6">
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center gap-2 font-display text-lg font-extrabold tracking-tight text-ink"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
            <span>
              Campus<span className="text-brand-700">Go</span>
            </span>
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <div className="mb-6 space-y-1">
          {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
          <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
          {subtitle && <p className="text-ink-muted">{subtitle}</p>}
        </div>
        <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">{children}</div>
        {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
      </main>
    </div>
  );
}
