import { CheckIcon } from "../../../components/app-icons.tsx";

export const KYC_STEP_TITLES = ["Identity", "Vehicle", "Bank", "Profile image"] as const;

/** Progress through the four KYC steps: done steps ticked, the current one marked for screen readers. */
export function Stepper({ current }: { current: number }) {
  const total = KYC_STEP_TITLES.length;
  return (
    <nav aria-label="Verification progress" className="space-y-3">
      <p className="text-sm font-medium text-ink-muted">
        Step <span className="font-bold text-brand-700">{current}</span> of {total}
        <span className="sm:hidden">: {KYC_STEP_TITLES[current - 1]}</span>
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {KYC_STEP_TITLES.map((title, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li key={title} aria-current={active ? "step" : undefined} className="flex flex-col gap-2">
              <span
                className={`h-1.5 rounded-full transition-colors ${done || active ? "bg-brand-600" : "bg-line"}`}
              />
              <span className="flex items-center gap-1.5">
                <span
                  className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    done
                      ? "bg-brand-600 text-white"
                      : active
                        ? "bg-brand-700 text-white ring-4 ring-brand-100"
                        : "bg-surface text-ink-muted ring-1 ring-line"
                  }`}
                >
                  {done ? <CheckIcon className="size-3.5" /> : n}
                  <span className="sr-only">{done ? " (done)" : ""}</span>
                </span>
                <span
                  className={`truncate text-xs font-semibold sm:text-sm ${active ? "text-ink" : "text-ink-muted"} sr-only sm:not-sr-only`}
                >
                  {title}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
