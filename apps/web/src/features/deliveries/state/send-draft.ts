import { createStore } from "../../rides/index.ts";
import { EMPTY_SEND_DRAFT, type SendDraft } from "../lib/send-form.ts";

/**
 * The package being put together across the send screens. Kept in sessionStorage so a reload or the back button
 * keeps what the sender chose (the photo as its uploaded key; its preview comes from the server then).
 */
const KEY = "campusgo.send-package";

function load(): SendDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY_SEND_DRAFT, ...(JSON.parse(raw) as Partial<SendDraft>) } : EMPTY_SEND_DRAFT;
  } catch {
    return EMPTY_SEND_DRAFT;
  }
}

export const sendDraft = createStore<SendDraft>(
  typeof sessionStorage === "undefined" ? EMPTY_SEND_DRAFT : load(),
  (state) => {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(state));
    } catch {
      // Private mode or full storage: the draft lives in memory only.
    }
  },
);

/** After booking: the next package starts from the same pickup, everything else empty. */
export function resetSendDraft(): void {
  sendDraft.set({ ...EMPTY_SEND_DRAFT, pickup: sendDraft.get().pickup });
}
