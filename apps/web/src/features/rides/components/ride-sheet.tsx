import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { reserveAboveFor, SHEET_FOOTER_VARIABLE } from "../../../lib/toast-placement.ts";

interface RideSheetProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Shows a back arrow that goes one step back in the flow. */
  back?: boolean | string;
  children: ReactNode;
  /** Stays visible at the bottom of the sheet (the main action). */
  footer?: ReactNode;
  labelledBy?: string;
}

/** On a phone, toasts open above the sheet's pinned action, never over it, for as long as it shows. */
const keepToastsAbove = (footer: HTMLDivElement | null) =>
  footer ? reserveAboveFor(footer, SHEET_FOOTER_VARIABLE) : undefined;

/**
 * The panel every ride screen lives in, over the map: a bottom sheet on phones (the primary layout), a
 * floating card on the left on wider screens.
 */
export function RideSheet({ title, subtitle, back, children, footer }: RideSheetProps) {
  const navigate = useNavigate();
  return (
    <section
      data-ride-sheet
      aria-labelledby="ride-sheet-title"
      className="pointer-events-auto absolute inset-x-0 bottom-0 z-10 flex max-h-[70%] flex-col rounded-t-3xl bg-white shadow-[0_-8px_30px_rgba(15,31,26,0.16)] md:inset-x-auto md:top-4 md:bottom-auto md:left-4 md:max-h-[calc(100%-2rem)] md:w-[400px] md:rounded-3xl md:shadow-xl"
    >
      <div aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 shrink-0 rounded-full bg-line md:hidden" />
      <header className="flex shrink-0 items-start gap-2 px-4 pt-2 md:px-5 md:pt-5">
        {back ? (
          <button
            type="button"
            onClick={() => (typeof back === "string" ? navigate(back) : navigate(-1))}
            className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
            aria-label="Back"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              aria-hidden="true"
            >
              <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
        <div className="min-w-0 flex-1 pt-1 md:pt-1.5">
          <h1
            id="ride-sheet-title"
            className="font-display text-lg font-bold leading-tight text-ink md:text-xl"
          >
            {title}
          </h1>
          {subtitle ? <div className="mt-0.5 text-sm text-ink-muted md:mt-1">{subtitle}</div> : null}
        </div>
      </header>
      {/* Focusable, so a keyboard can scroll it when nothing inside takes focus. */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-3 pb-3 focus-visible:outline-2 focus-visible:outline-brand-600 md:px-5 md:pt-4 md:pb-4"
      >
        {children}
      </div>
      {footer ? (
        <div
          ref={keepToastsAbove}
          className="shrink-0 border-t border-line px-4 pt-2.5 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:px-5 md:pt-3 md:pb-[max(1rem,env(safe-area-inset-bottom))]"
        >
          {footer}
        </div>
      ) : null}
    </section>
  );
}
