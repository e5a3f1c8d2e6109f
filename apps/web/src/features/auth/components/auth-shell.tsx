import type { ReactNode } from "react";
import { Logo } from "../../../components/logo.tsx";

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Words for the green side panel on wide screens. */
  aside?: { heading: string; text: string };
  /** Shown above the heading, such as an icon. */
  badge?: ReactNode;
}

const DEFAULT_ASIDE = {
  heading: "Easy rides around campus",
  text: "Keke, okada and shuttle rides from Hill-top to Main gate with verified student-friendly drivers. Prices upfront, paid in the app.",
};

/** The frame of every sign-in and sign-up screen: a green brand panel beside the form on wide screens. */
export function AuthShell({ title, subtitle, children, aside = DEFAULT_ASIDE, badge }: AuthShellProps) {
  return (
    <div className="flex min-h-dvh bg-white">
      <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-50 via-brand-100/70 to-keke-100 p-10 text-ink lg:flex">
        <Logo />
        <div className="relative z-10">
          <p className="mb-4 inline-flex rounded-full border border-keke-300 bg-keke-100 px-3 py-1 text-sm font-semibold text-ink">
            No More Long Queues.
          </p>
          <p className="font-display text-4xl leading-tight font-extrabold text-ink">{aside.heading}</p>
          <p className="mt-4 max-w-md text-lg text-ink-muted">{aside.text}</p>
        </div>
        <RouteArt />
        <p className="relative z-10 text-sm font-medium text-brand-800">Built by students, for students.</p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between px-5 py-3 lg:hidden">
          <Logo />
        </header>
        <main className="flex flex-1 items-start justify-center px-5 pt-4 pb-12 sm:items-center sm:px-8 sm:py-12">
          <div className="w-full max-w-md">
            {badge ? <div className="mb-5">{badge}</div> : null}
            <h1 className="font-display text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
            {subtitle ? <div className="mt-2 text-ink-muted">{subtitle}</div> : null}
            <div className="mt-7">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}

/** A winding road with stops, drawn behind the panel's words. */
function RouteArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 400"
      className="pointer-events-none absolute -right-24 bottom-0 w-[28rem]"
    >
      <path
        d="M20 380 C 120 300, 60 220, 180 200 S 340 120, 300 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="18"
        strokeLinecap="round"
        className="text-white"
      />
      <path
        d="M20 380 C 120 300, 60 220, 180 200 S 340 120, 300 20"
        fill="none"
        stroke="#10a36f"
        strokeWidth="3"
        strokeDasharray="12 14"
        strokeLinecap="round"
      />
      <circle cx="180" cy="200" r="14" fill="#ffd23f" stroke="#fff" strokeWidth="4" />
      <circle cx="300" cy="20" r="12" fill="#0b6e4f" stroke="#fff" strokeWidth="4" />
      <circle cx="20" cy="380" r="12" fill="#0b6e4f" stroke="#fff" strokeWidth="4" />
    </svg>
  );
}
