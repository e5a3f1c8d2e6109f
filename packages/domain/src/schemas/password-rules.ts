import { COMMON_PASSWORDS } from "./common-passwords.ts";

/** The published password of the seeded demo accounts (compacted): it must never protect a real account. */
const DEMO_PASSWORD = "campusgodemo";

/** Keyboard rows (and the digit row), as typed left to right. */
const KEYBOARD_ROWS = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./"];
const KEYBOARD_RUNS = [...KEYBOARD_ROWS, ...KEYBOARD_ROWS.map((row) => [...row].reverse().join(""))];

/** One to three characters repeated: aaaaa, 00000, ababab, abcabc. */
function isRepetition(value: string): boolean {
  for (let unit = 1; unit <= 3 && unit * 2 <= value.length; unit++) {
    let periodic = true;
    for (let i = unit; i < value.length && periodic; i++) periodic = value[i] === value[i - unit];
    if (periodic) return true;
  }
  return false;
}

/** Letters or digits that each follow the previous one up or down: 12345, abcde, 54321, edcba. */
function isSequence(value: string): boolean {
  if (!/^([a-z]+|[0-9]+)$/.test(value)) return false;
  for (const step of [1, -1]) {
    let steady = true;
    for (let i = 1; i < value.length && steady; i++) {
      steady = value.charCodeAt(i) - value.charCodeAt(i - 1) === step;
    }
    if (steady) return true;
  }
  return false;
}

/** A run of neighbouring keys on one row: qwert, asdfgh, poiuy, 67890. */
function isKeyboardRun(value: string): boolean {
  return KEYBOARD_RUNS.some((row) => row.includes(value));
}

const isPattern = (value: string) => isRepetition(value) || isSequence(value) || isKeyboardRun(value);

/**
 * Whether a new password is one that guessing would find at once: on the common-password list or the demo
 * password (ignoring case, spaces, dashes, dots and underscores, also with trailing digits taken off), or
 * made of a repeated character, a simple sequence or a keyboard row.
 */
export function isWeakPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const compact = lower.replace(/[\s._-]+/g, "");
  const base = compact.replace(/\d+$/, "");
  if (compact === DEMO_PASSWORD || base === DEMO_PASSWORD) return true;
  if ([lower, compact, base].some((candidate) => COMMON_PASSWORDS.has(candidate))) return true;
  return isPattern(lower) || isPattern(compact) || (base.length >= 3 && isPattern(base));
}
