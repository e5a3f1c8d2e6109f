import { useId } from "react";

const WAIT_CHOICES = [5, 10, 15, 20, 30, 45, 60] as const;

interface ScheduleOptionsProps {
  scheduledAt: string | null;
  roundTrip: boolean;
  waitMinutes: number;
  onChange: (patch: { scheduledAt?: string | null; roundTrip?: boolean; waitMinutes?: number }) => void;
  /** Offer a round trip (rides); false for a trip that has none (a delivery). */
  withRoundTrip?: boolean;
  /** What the time is called ("Pickup date and time"). */
  timeLabel?: string;
}

/** A value for <input type="datetime-local"> in the phone's own time zone. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * When: now or later (a date and time), and a round trip with the wait before the return leg. The booking draft
 * owns the values (they outlive this sheet); the server checks them with the booking request.
 */
export function ScheduleOptions({
  scheduledAt,
  roundTrip,
  waitMinutes,
  onChange,
  withRoundTrip = true,
  timeLabel = "Pickup date and time",
}: ScheduleOptionsProps) {
  const id = useId();
  const later = scheduledAt !== null;
  const min = toLocalInput(new Date(Date.now() + 15 * 60_000));
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">When</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface p-1">
          {[
            { label: "Now", active: !later, set: () => onChange({ scheduledAt: null }) },
            {
              label: "Later",
              active: later,
              set: () =>
                onChange({ scheduledAt: scheduledAt ?? new Date(Date.now() + 60 * 60_000).toISOString() }),
            },
          ].map((o) => (
            <button
              key={o.label}
              type="button"
              aria-pressed={o.active}
              onClick={o.set}
              className={`min-h-10 rounded-lg text-sm font-semibold transition ${
                o.active ? "bg-white text-brand-700 shadow-sm" : "text-ink-muted"
              }`}
            >
              {o.label}
            </button>
          ))}
        </div>
      </fieldset>
      {later ? (
        <div>
          <label htmlFor={`${id}-when`} className="mb-1 block text-sm font-medium text-ink">
            {timeLabel}
          </label>
          <input
            id={`${id}-when`}
            name="scheduledAt"
            type="datetime-local"
            className="input"
            min={min}
            value={toLocalInput(new Date(scheduledAt))}
            onChange={(e) => {
              const date = new Date(e.target.value);
              if (Number.isNaN(date.getTime())) return;
              onChange({ scheduledAt: date.toISOString() });
            }}
          />
        </div>
      ) : null}
      {withRoundTrip ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              name="roundTrip"
              checked={roundTrip}
              onChange={(e) => onChange({ roundTrip: e.target.checked })}
            />
            Round trip (to and fro)
          </label>
          {roundTrip ? (
            <label className="flex items-center gap-2 text-sm text-ink-muted">
              Wait
              <select
                className="input min-h-10 w-auto py-1.5"
                name="waitMinutes"
                value={waitMinutes}
                onChange={(e) => onChange({ waitMinutes: Number(e.target.value) })}
              >
                {WAIT_CHOICES.map((m) => (
                  <option key={m} value={m}>
                    {m} min
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
