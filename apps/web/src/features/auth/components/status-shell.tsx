import type { ReactNode } from "react";
import { Logo } from "../../../components/logo.tsx";

interface StatusShellProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** Marks the heading's region as live, for screens whose state changes while open. */
  live?: boolean;
}

/** A centred card for one-message screens: activation, "check your e-mail", reset done. */
export function StatusShell({ icon, title, children, live }: StatusShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="mx-auto flex w-full max-w-5xl items-center px-5 py-3">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center">
        <div
          className="w-full max-w-md rounded-3xl border border-line bg-white px-6 py-10 text-center shadow-sm sm:px-10"
          aria-live={live ? "polite" : undefined}
        >
          {icon ? <div className="mb-5 flex justify-center">{icon}</div> : null}
          <h1 className="font-display text-2xl font-extrabold text-ink">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
