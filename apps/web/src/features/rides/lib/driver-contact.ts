import { DRIVER_SILENT_AFTER_MS } from "@campusgo/domain";

/**
 * Whether the driver's position is coming: "waiting" for the first one, "live" while they come, "lost" once
 * none has come for DRIVER_SILENT_AFTER_MS (several in a row missed; a driver standing still is heard too, the
 * server repeats an unchanged position).
 */
export type DriverContact = "waiting" | "live" | "lost";

export interface ContactWatch {
  /** A position of the driver arrived. */
  heard(): void;
  /** Stops the clock (the screen is gone, or the rider's own connection dropped). */
  stop(): void;
  /** Starts (again) counting the silence from now, keeping what is known (after the rider's connection is back). */
  resume(): void;
}

/**
 * Follows the driver's positions and calls `onChange` when the contact changes. The silence is counted from the
 * watch's start, so a driver never heard from is lost too.
 */
export function watchDriverContact(
  onChange: (contact: DriverContact) => void,
  silentAfterMs: number = DRIVER_SILENT_AFTER_MS,
): ContactWatch {
  let contact: DriverContact = "waiting";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const become = (next: DriverContact) => {
    if (next === contact) return;
    contact = next;
    onChange(next);
  };
  const count = () => {
    clearTimeout(timer);
    timer = setTimeout(() => become("lost"), silentAfterMs);
  };
  count();
  return {
    heard() {
      become("live");
      count();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
    resume() {
      count();
    },
  };
}
