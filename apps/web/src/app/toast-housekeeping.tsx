import { useEffect, useRef } from "react";
import toast, { type Toast, useToasterStore } from "react-hot-toast";
import { useLocation } from "react-router";

/** A toast's topic: its kind and words. Toasts with a component for a message name their topic by id instead. */
const topicOf = (t: Toast): string | null =>
  typeof t.message === "string" ? `${t.type}:${t.message}` : null;

/**
 * Keeps toasts calm, whoever shows them: one at a time per topic (a repeat replaces the earlier one instead
 * of piling up; toasts shown with an id already do), and an error goes at once when the screen it was about
 * is left (a route change), unless it was shown on the way to the new screen. (A form's refusal also goes as
 * soon as it is put right: lib/refusal-toast.ts.)
 */
export function ToastHousekeeping() {
  const { toasts } = useToasterStore();
  const { pathname } = useLocation();
  const shownOn = useRef(new Map<string, { pathname: string; createdAt: number }>());

  useEffect(() => {
    const known = shownOn.current;
    for (const t of toasts) {
      if (known.get(t.id)?.createdAt !== t.createdAt) known.set(t.id, { pathname, createdAt: t.createdAt });
    }
    for (const id of known.keys()) if (!toasts.some((t) => t.id === id)) known.delete(id);

    const newest = new Map<string, Toast>();
    for (const t of [...toasts].sort((a, b) => b.createdAt - a.createdAt)) {
      const topic = topicOf(t);
      if (!topic || !t.visible) continue;
      if (newest.has(topic)) toast.remove(t.id);
      else newest.set(topic, t);
    }

    // At once, without the fade: an error fading out over the next screen reads as being about that screen.
    for (const t of toasts) {
      if (t.type === "error" && known.get(t.id)?.pathname !== pathname) toast.remove(t.id);
    }
  }, [toasts, pathname]);

  return null;
}
