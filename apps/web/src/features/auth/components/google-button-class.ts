/** The look of the "Continue with Google" button, shared by its placeholder and the real one. */
export const GOOGLE_BUTTON_CLASS =
  "inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-xl border border-line bg-white px-5 py-2.5 font-semibold text-ink shadow-sm transition hover:border-brand-600 hover:bg-surface disabled:cursor-not-allowed disabled:opacity-60";
