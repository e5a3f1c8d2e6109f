import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "../../../components/app-icons.tsx";

interface PageFrameProps {
  title: string;
  subtitle?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the dashboard's form screens: a way back, the heading, a card. */
export function PageFrame({ title, subtitle, back, children }: PageFrameProps) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      {back ? (
        <Link
          to={back.to}
          className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeftIcon />
          {back.label}
        </Link>
      ) : null}
      <h1 className="font-display text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7 ${className}`}>
      {children}
    </section>
  );
}
