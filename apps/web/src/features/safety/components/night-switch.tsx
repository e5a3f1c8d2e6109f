import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSaveSafetySettings } from "../api/save-settings.ts";

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** "Text my trusted contacts my trip link on night rides": off until the rider turns it on. */
export function NightSwitch({
  on,
  hours,
  hasContacts,
}: {
  on: boolean;
  hours: { from: number; to: number };
  hasContacts: boolean;
}) {
  const save = useSaveSafetySettings();
  const toggle = () =>
    save.mutate(
      { nightAutoShare: !on },
      {
        onSuccess: () =>
          toast.success(on ? "Night texts turned off" : "Night texts turned on", { id: "night-share" }),
        onError: (error) => toast.error(errorMessage(error), { id: "night-share" }),
      },
    );
  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <p id="night-share-label" className="font-semibold text-ink">
          Text my trusted contacts my trip link on night rides
        </p>
        <p id="night-share-hint" className="mt-0.5 text-sm text-ink-muted">
          When a driver accepts your ride between {hour(hours.from)} and {hour(hours.to)}, your contacts get
          the link by text, once.
          {hasContacts ? "" : " Add a contact first."}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="night-share-label"
        aria-describedby="night-share-hint"
        onClick={toggle}
        disabled={save.isPending}
        className="mt-1 inline-flex min-h-11 shrink-0 items-center rounded-full disabled:opacity-60"
      >
        <span
          className={`relative h-7 w-12 rounded-full transition ${on ? "bg-brand-700" : "bg-line ring-1 ring-ink/10"}`}
        >
          <span
            className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${
              on ? "translate-x-5" : ""
            }`}
          />
        </span>
      </button>
    </div>
  );
}
