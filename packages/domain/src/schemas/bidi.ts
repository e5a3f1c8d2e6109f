/**
 * Bidirectional formatting controls: embeddings and overrides (U+202A-202E), isolates (U+2066-2069) and the
 * invisible direction marks (U+200E, U+200F, U+061C). In a name or a note they can make text read as
 * something else (a reversed word, a fake suffix), so free text shown to other people is stored without them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional controls. */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}
