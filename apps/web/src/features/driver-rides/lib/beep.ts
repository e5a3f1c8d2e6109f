/**
 * A short two-tone beep made with the Web Audio API (no sound file). Browsers only let a page play sound after
 * the person has interacted with it, so the audio context is created on the first tap or key press; before that
 * `beep()` stays silent.
 */
let context: AudioContext | null = null;
let listening = false;

function unlock(): void {
  if (context) {
    void context.resume().catch(() => undefined);
    return;
  }
  const Ctor = typeof window !== "undefined" ? window.AudioContext : undefined;
  if (!Ctor) return;
  try {
    context = new Ctor();
  } catch {
    context = null;
  }
}

/** Waits for the first interaction with the page, after which beeps can sound. */
export function listenForInteraction(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  for (const type of ["pointerdown", "keydown"] as const) {
    window.addEventListener(type, unlock, { capture: true, passive: true });
  }
}

/** Whether the person has interacted with the page yet (sound and vibration are allowed after that). */
export function hasInteracted(): boolean {
  return context !== null || Boolean(navigator.userActivation?.hasBeenActive);
}

export function beep(): void {
  const ctx = context;
  if (!ctx) return;
  if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1175],
  ] as const) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.15);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.16);
  }
}
