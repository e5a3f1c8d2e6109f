import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type BookingsTab, BookingsTabContent } from "./components/bookings-tab-content.tsx";
import { PageFrame } from "./components/page-frame.tsx";

const TABS: { id: BookingsTab; label: string }[] = [
  { id: "upcoming", label: "Upcoming" },
  { id: "completed", label: "Completed" },
  { id: "cancelled", label: "Cancelled" },
];

/** /dashboard/my-bookings: tabs Upcoming, Completed, Cancelled (?tab= opens another than Upcoming). */
export default function MyBookingsPage() {
  const [params] = useSearchParams();
  const [active, setActive] = useState<BookingsTab>(
    () => TABS.find((t) => t.id === params.get("tab"))?.id ?? "upcoming",
  );
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    setActive(tab.id);
    tabs.current[next]?.focus();
  };

  return (
    <PageFrame title="My Bookings" subtitle="Your rides and packages, past and coming up.">
      <div
        role="tablist"
        aria-label="Bookings"
        className="grid grid-cols-3 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-line"
      >
        {TABS.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`min-h-11 rounded-xl px-2 text-sm font-semibold transition sm:text-base ${
                selected ? "bg-brand-700 text-white shadow-sm" : "text-ink-muted hover:bg-surface"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
        className="mt-5 rounded-3xl focus-visible:outline-2"
      >
        <BookingsTabContent tab={active} />
      </div>
    </PageFrame>
  );
}
