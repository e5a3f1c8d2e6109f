interface OnlineSwitchProps {
  online: boolean;
  onChange: (online: boolean) => void;
  disabled?: boolean;
  /** The id of what explains the switch's state (a suspension). */
  describedBy?: string | undefined;
}

/** The driver's availability switch, labelled Online or Offline (SPEC 4: default offline). */
export function OnlineSwitch({ online, onChange, disabled = false, describedBy }: OnlineSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={online}
      aria-label="Online"
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!online)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-3.5 pl-1 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${
        online ? "bg-brand-700 text-white" : "bg-line text-ink"
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative h-7 w-12 rounded-full transition ${online ? "bg-brand-500" : "bg-white/80 ring-1 ring-ink/10"}`}
      >
        <span
          className={`absolute top-1 left-1 size-5 rounded-full shadow transition-transform ${
            online ? "translate-x-5 bg-white" : "bg-ink-muted"
          }`}
        />
      </span>
      <span className="min-w-[3.25rem] text-sm">{online ? "Online" : "Offline"}</span>
    </button>
  );
}
