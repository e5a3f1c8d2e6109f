import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { adminPaths } from "../../../config/paths.ts";
import { useSocketEvent } from "../../../lib/socket.ts";
import { useSosList } from "../api/sos.ts";
import { elapsed, sosLine } from "../sos-format.ts";
import { listenForSoundGesture, onSoundReady, sosBeep, soundReady } from "../sos-sound.ts";

/** A clock that ticks every second while `on` (the SOS and trip check banners' timers). */
export function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/**
 * On top of every admin page while an SOS is open: who, on which trip, and the time since it was raised, linking
 * to the SOS page; a new SOS over the socket beeps (once the admin has clicked or typed on the page: browsers
 * allow sound only after a gesture, so until then the banner offers to turn the sound on).
 */
export function SosAlertBanner() {
  const list = useSosList();
  const open = list.data?.open ?? [];
  const now = useNow(open.length > 0);
  const [ready, setReady] = useState(soundReady);
  const heard = useRef(new Set<string>());

  useEffect(() => {
    listenForSoundGesture();
    return onSoundReady(() => setReady(true));
  }, []);
  useSocketEvent("sos:raised", ({ sos }) => {
    // An admin whose right does not cover SOS (the list is refused) hears no beep either.
    if (!list.isSuccess || heard.current.has(sos.id)) return;
    heard.current.add(sos.id);
    sosBeep();
  });

  if (open.length === 0) return null;
  const first = open[0];
  if (!first) return null;
  return (
    <div className="bg-danger text-white" data-testid="sos-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <div className="min-w-0 flex-1 font-semibold">
          {/* The alert says who and where once; the timer beside it ticks without being read out each second. */}
          <p role="alert">
            <span className="mr-2 rounded-md bg-white px-1.5 font-black text-danger">SOS</span>
            {sosLine(first)}
            {open.length > 1 ? <span className="ml-2">and {open.length - 1} more open</span> : null}
          </p>
          <p className="text-sm">
            Raised{" "}
            <span role="timer" className="font-mono tabular-nums" data-testid="sos-banner-timer">
              {elapsed(first.raisedAt, now)}
            </span>{" "}
            ago
          </p>
        </div>
        <Link
          to={adminPaths.sos}
          className="inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-bold text-danger"
        >
          Open SOS
        </Link>
        {ready ? null : (
          <p className="w-full text-sm text-white/90">
            Click anywhere on the page to turn on the alert sound (browsers play sound only after a click).
          </p>
        )}
      </div>
    </div>
  );
}
