import { z } from "zod";

/**
 * Characters nobody sees, which make text read or compare as something it is not:
 * - bidirectional controls: embeddings and overrides (U+202A-202E), isolates (U+2066-2069) and the invisible
 *   direction marks (U+200E, U+200F, U+061C) can reverse a word or fake a suffix;
 * - zero-width characters: space, non-joiner, joiner (U+200B-200D), word joiner (U+2060) and the byte order
 *   mark (U+FEFF) make "Admin" and "Ad\u200Bmin", or two plates, look the same and differ.
 */
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060\uFEFF]/g;

/** Any run of white space, line breaks (LF, CR, U+2028, U+2029 and NEL, which `\s` leaves out) and tabs included. */
const WHITE_SPACE = /[\s\u0085]+/g;

/** The text without invisible characters. */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, "");
}

/**
 * Text for a one-line field (a name, a plate, a place, a reason): invisible characters removed, every run of
 * white space (line breaks and tabs too) one space, no space at either end.
 */
export function toOneLine(value: string): string {
  return stripInvisible(value).replace(WHITE_SPACE, " ").trim();
}

/** Text for a note: invisible characters removed, line breaks kept, no white space at either end. */
export function toMultiLine(value: string): string {
  return stripInvisible(value).trim();
}

/**
 * Every one-line text field's string: cleaned by toOneLine before any other check, so the length rules count
 * what is stored and shown. `error` is the message when the value is not a string.
 */
export function oneLineText(params?: { error: string }) {
  return z.string(params).overwrite(toOneLine);
}

/** A note's string (multi-line free text), cleaned by toMultiLine before any other check. */
export function multiLineText(params?: { error: string }) {
  return z.string(params).overwrite(toMultiLine);
}
