/**
 * The SOS alert's sound: three short high beeps made with the Web Audio API (no sound file). Browsers let a page
 * play sound only after the person has interacted with it (a click, a tap or a key), so the audio context is
 * made, or resumed, on the admin's first interaction with the page; until then `sosBeep` is silent and
 * `soundReady` is false, and the banner says to click anywhere to turn the sound on.
 */
let context: AudioContext | null = null;
let listening = false;
const readyListeners = new Set<() => void>();

function unlock(): void {
  const Ctor = typeof window !== "undefined" ? window.AudioContext : undefined;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    void context
      .resume()
      .then(() => {
        for (const listener of readyListeners) listener();
      })
      .catch(() => undefined);
  } catch {
    context = null;
  }
}

/** Waits for the first interaction with the page, after which the alert can sound. */
export function listenForSoundGesture(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  for (const type of ["pointerdown", "keydown"] as const) {
    window.addEventListener(type, unlock, { capture: true, passive: true });
  }
}

export const soundReady = (): boolean => context?.state === "running";

export function onSoundReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

export function sosBeep(): void {
  const ctx = context;
  if (ctx?.state !== "running") return;
  const start = ctx.currentTime;
  for (const offset of [0, 0.25, 0.5]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = "square";
    oscillator.frequency.value = 1046;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}
